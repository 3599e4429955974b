import { Parser } from 'htmlparser2'

/**
 * One pass of an HTML parser (htmlparser2, streaming) over a prerendered page, which tells the build all it
 * needs to finish the page: where its first screen ends, the first screen's shape as stylesheet selectors see
 * it (the key of the first-screen CSS, docs/architecture.md#the-build), the stylesheet links and document metas
 * of <head>, and any inline script. The page is never re-serialized: the build splices its text at these
 * offsets, so React's markup stays as it was rendered.
 */

/** A span of the page's text: [start, end). */
export interface Span {
  start: number
  end: number
}

export interface PageScan {
  /** Where the first screen ends: the start of the first element past it, or the end of the document. */
  firstScreenEnd: number
  /** The closing tags of the elements still open at `firstScreenEnd`, innermost first. */
  firstScreenClosers: string
  /** Tag names, selector-relevant attributes and text presence of <head> and the first screen, in order. */
  firstScreenShape: string
  /** The end of the `<head …>` start tag, or -1. */
  headContentStart: number
  /** Stylesheet links of <head>, in order. */
  stylesheetLinks: Span[]
  /** `<meta charset>` and `<meta name="viewport">` in <head>, charset first. */
  documentMeta: Span[]
  /** The first 80 characters of each inline script that would run (not data such as JSON-LD). */
  inlineScripts: string[]
}

/**
 * Elements of <body>, in document order, that a visitor may see before scrolling. Measured in Chromium on the
 * built pages (every element whose top is inside the window): on a 2560 × 1440 screen the most any page shows
 * is about 290 (the documents page, whole), the home page about 235, and the skip link and top bar take about
 * 90 of them; a phone shows fewer than 150. Everything after is below the fold on any screen, and its rules are
 * left to the stylesheet.
 */
export const FIRST_SCREEN_ELEMENTS = 300

/** Script types that are data, not code (structured data for search engines). */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json'])

/**
 * Attributes that selectors can test without naming them: state pseudo-classes (`:checked`, `:disabled`,
 * `:open`, `:placeholder-shown`, `:lang()`…). Together with `class`, `id` and every attribute a selector of
 * the stylesheet names, they make the shape; `href` counts by its presence only (`:link`, `:any-link`).
 */
const STATE_ATTRIBUTES = [
  'checked',
  'disabled',
  'selected',
  'required',
  'readonly',
  'open',
  'hidden',
  'multiple',
  'placeholder',
  'lang',
  'dir',
]

/** Attribute names a stylesheet's selectors test (`[type="search"]`, `[data-state]`), escaped brackets aside. */
export function selectorAttributes(css: string): Set<string> {
  const names = new Set(['class', 'id', ...STATE_ATTRIBUTES])
  for (const match of css.matchAll(/(?<!\\)\[\s*([_a-zA-Z][-\w]*)\s*(?=[~|^$*]?=|\])/g))
    names.add(match[1]!.toLowerCase())
  return names
}

/**
 * In the order the page writes them, which React keeps from one page of a template to the next: sorting them
 * would only merge shapes whose attributes come in another order, at a cost on every tag.
 */
function shapeOfTag(name: string, attributes: Record<string, string>, kept: ReadonlySet<string>): string {
  let shape = `<${name}`
  for (const key in attributes) {
    if (kept.has(key)) shape += ` ${key}=${JSON.stringify(attributes[key])}`
    else if (key === 'href') shape += ' href'
  }
  return `${shape}>`
}

/** Whether a script element runs code: no `src`, and not a data type. */
function isInlineCode(attributes: Record<string, string>): boolean {
  return !('src' in attributes) && !DATA_SCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())
}

/** The first 80 characters of each inline script of `html`, parsed on its own. */
function inlineScriptsOf(html: string, found: string[]): void {
  let code: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && isInlineCode(attributes)) code = ''
      },
      ontext(text) {
        if (code !== null) code += text
      },
      onclosetag(name) {
        if (name !== 'script' || code === null) return
        if (code.trim()) found.push(code.trim().slice(0, 80))
        code = null
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
}

/**
 * The inline scripts of the page past its first screen, where nothing else is read: each `<script` start tag
 * (any case), through its end tag, goes through the parser alone rather than the whole rest of the page
 * (docs/architecture.md#the-page-phase). React escapes `<` in text and attributes, so outside a script,
 * style or comment such a tag is one; one inside a comment would be reported too, failing the build rather
 * than missing a script.
 */
function inlineScriptsFrom(html: string, from: number, found: string[]): void {
  const start = /<script(?=[\s/>])/gi
  const end = /<\/script/gi
  start.lastIndex = from
  for (let match = start.exec(html); match; match = start.exec(html)) {
    end.lastIndex = match.index + match[0].length
    const close = end.exec(html)
    const stop = close ? html.indexOf('>', close.index) : -1
    const to = stop < 0 ? html.length : stop + 1
    inlineScriptsOf(html.slice(match.index, to), found)
    start.lastIndex = to
  }
}

/** Scans a page; `kept` is the attribute set of the shape (`selectorAttributes` of the page's stylesheet). */
export function scanPage(
  html: string,
  kept: ReadonlySet<string> = selectorAttributes(''),
  limit = FIRST_SCREEN_ELEMENTS,
): PageScan {
  const scan: PageScan = {
    firstScreenEnd: html.length,
    firstScreenClosers: '',
    firstScreenShape: '',
    headContentStart: -1,
    stylesheetLinks: [],
    documentMeta: [],
    inlineScripts: [],
  }
  const shape: string[] = []
  const open: string[] = []
  let inHead = false
  let inBody = false
  let cut = false
  let bodyElements = 0
  let script: { code: string } | null = null
  let lastWasText = false

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (inBody && !cut) {
          bodyElements += 1
          if (bodyElements > limit) {
            cut = true
            // The rest is read for its inline scripts only (inlineScriptsFrom): the parser stops here.
            parser.pause()
            scan.firstScreenEnd = parser.startIndex
            scan.firstScreenClosers = open
              .slice(open.indexOf('body'))
              .reverse()
              .map((element) => `</${element}>`)
              .join('')
          }
        }
        open.push(name)
        if (name === 'head') {
          inHead = true
          scan.headContentStart = parser.endIndex + 1
        } else if (name === 'body') inBody = true
        if (!cut) {
          shape.push(shapeOfTag(name, attributes, kept))
          lastWasText = false
        }
        const span = { start: parser.startIndex, end: parser.endIndex + 1 }
        if (
          inHead &&
          name === 'link' &&
          (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet')
        )
          scan.stylesheetLinks.push(span)
        if (inHead && name === 'meta') {
          if ('charset' in attributes) scan.documentMeta.unshift(span)
          else if ((attributes.name ?? '').toLowerCase() === 'viewport') scan.documentMeta.push(span)
        }
        if (
          name === 'script' &&
          !('src' in attributes) &&
          !DATA_SCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())
        )
          script = { code: '' }
      },
      ontext(text) {
        if (script) script.code += text
        if (!cut && !lastWasText && text.length > 0) {
          shape.push('t')
          lastWasText = true
        }
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name)
        if (at >= 0) open.length = at
        if (name === 'head') inHead = false
        if (name === 'script' && script) {
          const code = script.code.trim()
          if (code) scan.inlineScripts.push(code.slice(0, 80))
          script = null
        }
        if (!cut) {
          shape.push('/')
          lastWasText = false
        }
      },
    },
    // Values as written: equal as written is equal decoded, so the shape stays a sound key, and decoding every
    // value of every tag cost about a tenth of the scan (docs/architecture.md#the-page-phase).
    { decodeEntities: false },
  )
  parser.write(html)
  if (cut) inlineScriptsFrom(html, scan.firstScreenEnd, scan.inlineScripts)
  else parser.end()
  scan.firstScreenShape = shape.join('')
  return scan
}

/** The document cut at the end of its first screen, the elements still open there closed. */
export function firstScreenOf(html: string, scan: PageScan): string {
  if (scan.firstScreenEnd >= html.length) return html
  return `${html.slice(0, scan.firstScreenEnd)}${scan.firstScreenClosers}</html>`
}
