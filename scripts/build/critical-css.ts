import Beasties from 'beasties'
import { DEFERRED_STYLESHEET_ATTR } from '../../src/client/stylesheets'

/**
 * Critical CSS of the first screen. Every page inlines, in <head>, the rules its first screen uses; the whole
 * stylesheet is downloaded without blocking the first paint and applied when the app starts
 * (src/client/stylesheets.ts), by which time the visitor has not scrolled yet. Which rules a page uses is Beasties'
 * work; what counts as the first screen is decided here, on the document itself (no layout at build time).
 */

/**
 * Elements of <body>, in document order, that a visitor may see before scrolling. Measured in Chromium on the
 * built pages (every element whose top is inside the window): on a 2560 × 1440 screen the most any page shows
 * is about 290 (the documents page, whole), the home page about 235, and the skip link and top bar take about
 * 90 of them; a phone shows fewer than 150. Everything after is below the fold on any screen, and its rules are
 * left to the stylesheet.
 */
export const FIRST_SCREEN_ELEMENTS = 300

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** Tags of the body in order; a script, style or comment is one token, so their text is never read as tags. */
const TOKEN = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g

/**
 * The document cut after the first `limit` elements of its body, the elements still open there closed: the
 * part of the page that Beasties should find rules for. Prerendered markup is well formed (React's output),
 * which is all this scanner relies on.
 */
export function firstScreenDocument(html: string, limit = FIRST_SCREEN_ELEMENTS): string {
  const bodyStart = html.search(/<body\b/)
  if (bodyStart < 0) return html
  TOKEN.lastIndex = bodyStart
  const open: string[] = []
  let count = 0
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [, rawTextElement, closing, name = '', selfClosing] = match
    if (match[0].startsWith('<!--')) continue
    const tag = (rawTextElement ?? name).toLowerCase()
    if (closing) {
      const at = open.lastIndexOf(tag)
      if (at >= 0) open.length = at
      continue
    }
    if (tag === 'body') {
      open.push(tag)
      continue
    }
    count += 1
    if (count > limit) {
      const closers = open
        .reverse()
        .map((element) => `</${element}>`)
        .join('')
      return `${html.slice(0, match.index)}${closers}</html>`
    }
    if (!rawTextElement && !selfClosing && !VOID_ELEMENTS.has(tag)) open.push(tag)
  }
  return html
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** Beasties set up for the built site in `distDir`: it reads the stylesheets from there. */
export function createCriticalCssExtractor(distDir: string): Beasties {
  return new Beasties({
    path: distDir,
    publicPath: '/',
    external: true,
    // The whole stylesheet stays available to every page: it is one file, cached across pages.
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    preload: 'body',
    fonts: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'error',
  })
}

/**
 * A stylesheet link that does not block rendering: `media="print"` makes the browser download it at low
 * priority without waiting for it (Chromium and Lighthouse count any other stylesheet link as blocking, even at
 * the end of <body>), and the page's script (src/client/stylesheets.ts) switches it on for every medium. The Content-Security-Policy allows no inline event
 * handler, so it is that script, not an `onload`, that does it; without JavaScript the <noscript> copy applies.
 */
function deferredStylesheet(link: string): string {
  const deferred = link
    .replace(/\s*\bmedia="[^"]*"/, '')
    .replace(/>$/, ` media="print" ${DEFERRED_STYLESHEET_ATTR}>`)
  return `${deferred}<noscript>${link}</noscript>`
}

/** The page with its first screen's rules inlined in <head>, and its stylesheets loaded without blocking. */
export async function inlineFirstScreenCss(html: string, beasties: Beasties): Promise<string> {
  const headEnd = html.indexOf('</head>')
  const links = Array.from(html.slice(0, headEnd).matchAll(STYLESHEET_LINK), (match) => match[0])
  if (!links.length) return html
  const processed = await beasties.process(firstScreenDocument(html))
  const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? ''
  let out = html
  links.forEach((link, index) => {
    out = out.replace(link, `${index === 0 && css ? `<style>${css}</style>` : ''}${deferredStylesheet(link)}`)
  })
  return out
}
