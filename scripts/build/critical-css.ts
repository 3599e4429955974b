import Beasties from 'beasties'
import { _compileUnsafe, selectOne } from 'css-select'
import {
  isTraversal,
  parse as parseSelector,
  SelectorType,
  type AttributeSelector,
  type Selector,
} from 'css-what'
import type { AnyNode, Element } from 'domhandler'
import { parse, serialize } from 'parse5'
import { DEFERRED_STYLESHEET_ATTR } from '../../src/browser/page-script/stylesheets'
import { FIRST_SCREEN_ELEMENTS, firstScreenOf, scanPage, type PageScan } from './page-scan'

/**
 * Critical CSS of the first screen. Every page inlines, in <head>, the rules its first screen uses; the whole
 * stylesheet is downloaded without blocking the first paint and applied when the app starts
 * (src/browser/page-script/stylesheets.ts), by which time the visitor has not scrolled yet. Which rules a page uses is Beasties'
 * work; what counts as the first screen is decided here, on the document itself (no layout at build time).
 */

const BEASTIES_OPTIONS = {
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
} as const

/** Beasties set up for the built site in `distDir`: it reads the stylesheets from there. */
export function createCriticalCssExtractor(distDir: string): Beasties {
  return new Beasties({ ...BEASTIES_OPTIONS, path: distDir })
}

/** What Beasties hands `processStyle`: the <style> element holding a stylesheet, and the document. */
interface StyleElement extends Element {
  textContent: string
  parentNode: Element | null
  remove(): void
}
interface BeastiesDocument {
  /** The element whose `exists(selector)` tells whether a selector matches in the document. */
  beastiesContainer: Element & { exists(selector: string): boolean }
}
interface BeastiesInternals {
  processStyle(style: StyleElement, document: BeastiesDocument): Promise<void>
}

/** What a document's selectors are tested against, besides its elements. */
interface DocumentNames {
  /** Every class of the document, split as css-select splits them: `.name` matches nowhere else. */
  classes: Set<string>
  /** The classes and ids as Beasties lists them for `exists`' look-up of a one-class or one-id selector. */
  lookup: { class: Set<string>; id: Set<string> }
}

/** One selector as Beasties tests it (its pseudo-classes removed), and a test of it compiled once. */
interface TestedSelector {
  selector: string
  test(container: BeastiesDocument['beastiesContainer'], names: DocumentNames): boolean
}

function documentNames(container: Element): DocumentNames {
  const names: DocumentNames = { classes: new Set(), lookup: { class: new Set(), id: new Set() } }
  const walk = (node: AnyNode) => {
    if (!('attribs' in node)) return
    const classes = node.attribs.class
    if (classes) for (const name of classes.split(/\s+/)) names.classes.add(name)
    for (const child of node.children) walk(child)
  }
  walk(container)
  // Beasties' look-up sets (its `exists`): the container and the elements below it that are tags (not
  // scripts nor styles), the class attribute trimmed and split at each space.
  const tags = (node: AnyNode) => {
    if (!('attribs' in node)) return
    if (node.attribs.class != null)
      for (const name of node.attribs.class.trim().split(' ')) names.lookup.class.add(name)
    if (node.attribs.id != null) names.lookup.id.add(node.attribs.id.trim())
    for (const child of node.children) if (child.type === 'tag') tags(child)
  }
  tags(container)
  return names
}

/**
 * For each group of a selector list, the classes its compounds name outside any pseudo-class: the group can
 * match only where every one of them is in the document. Null when a group needs none, so any may match.
 */
function neededClasses(groups: Selector[][]): string[][] | null {
  const needs = groups.map((tokens) =>
    tokens.flatMap((token) =>
      token.type === SelectorType.Attribute &&
      token.name === 'class' &&
      token.action === 'element' &&
      token.ignoreCase !== true &&
      /^\S+$/.test(token.value)
        ? [token.value]
        : [],
    ),
  )
  return needs.some((classes) => classes.length === 0) ? null : needs
}

/** Whether a selector, or one nested in it (`:is(…)`), starts with a combinator or names `:scope`. */
function dependsOnContext(groups: Selector[][]): boolean {
  return groups.some(
    (tokens) =>
      (tokens[0] !== undefined && isTraversal(tokens[0])) ||
      tokens.some(
        (token) =>
          token.type === SelectorType.Pseudo &&
          (token.name === 'scope' || (Array.isArray(token.data) && dependsOnContext(token.data))),
      ),
  )
}

/**
 * Compiles what `exists(selector)` does (Beasties' own method: a selector of one class or id is looked up in
 * the document's sets of them, any other is run through css-select) so that it is compiled once per build
 * rather than on every page. A selector whose meaning depends on the element it is run from (`:scope`, a
 * leading combinator) and one that does not compile are left to `exists` itself.
 */
function testedSelector(selector: string): TestedSelector {
  const own: TestedSelector['test'] = (container) => container.exists(selector)
  let groups
  try {
    groups = parseSelector(selector)
  } catch {
    return { selector, test: own }
  }
  // Beasties' `exists` answers from its look-up sets for the first group that is one class or one id.
  const lookedUp = groups.find(
    (tokens) =>
      tokens.length === 1 &&
      tokens[0]!.type === SelectorType.Attribute &&
      (tokens[0]!.name === 'class' || tokens[0]!.name === 'id'),
  )?.[0] as AttributeSelector | undefined
  if (lookedUp) {
    const { name, value } = lookedUp
    return { selector, test: (_, names) => names.lookup[name as 'class' | 'id'].has(value) }
  }
  if (dependsOnContext(groups)) return { selector, test: own }
  let compiled
  try {
    compiled = _compileUnsafe<AnyNode, Element>(selector)
  } catch {
    return { selector, test: own }
  }
  const needs = neededClasses(groups)
  return {
    selector,
    test: (container, { classes }) =>
      (needs === null || needs.some((group) => group.every((name) => classes.has(name)))) &&
      selectOne(compiled, container) !== null,
  }
}

/**
 * Beasties with its rule filtering done once per set of matching selectors rather than once per document.
 * Which rules of a stylesheet Beasties keeps depends only on which of the selectors it tests match the
 * document: the same answers, the same CSS. So the first document of a stylesheet is filtered by Beasties
 * while the selectors it tests are recorded, in order; every later document is tested against those, compiled
 * once, and a set of answers already met gets its CSS without Beasties parsing and filtering the stylesheet
 * again (about 20 ms of its 40 per page; docs/architecture.md#the-page-phase).
 */
class MatchingBeasties extends Beasties {
  /** Per stylesheet (by its text): its number here, and the selectors Beasties tests, in order. */
  private readonly tested = new Map<string, { sheet: number; selectors: TestedSelector[] }>()
  /** Per stylesheet and answers: the <style>'s text Beasties left, or null when it removed the element. */
  private readonly byAnswers = new Map<string, string | null>()
  /** Documents whose CSS came from an earlier document's answers. */
  matched = 0

  constructor(distDir: string) {
    super({ ...BEASTIES_OPTIONS, path: distDir })
    if (typeof (Beasties.prototype as unknown as Partial<BeastiesInternals>).processStyle !== 'function')
      throw new Error(
        'This Beasties has no processStyle: the first-screen CSS cache needs the version it was written for.',
      )
  }

  async processStyle(style: StyleElement, document: BeastiesDocument): Promise<void> {
    const sheet = style.textContent
    const container = document.beastiesContainer
    // A container without a document element is the document, whose `exists` cannot be wrapped: Beasties alone.
    if (Object.hasOwn(container, 'exists')) return this.filter(style, document)
    const known = this.tested.get(sheet)
    if (!known) {
      const seen: string[] = []
      const answers: boolean[] = []
      Object.defineProperty(container, 'exists', {
        configurable: true,
        value: (selector: string) => {
          const found = Object.getPrototypeOf(container).exists.call(container, selector) as boolean
          seen.push(selector)
          answers.push(found)
          return found
        },
      })
      try {
        await this.filter(style, document)
      } finally {
        delete (container as { exists?: unknown }).exists
      }
      const order = [...new Set(seen)]
      const found = new Map(seen.map((selector, index) => [selector, answers[index]!]))
      const tested = { sheet: this.tested.size, selectors: order.map(testedSelector) }
      this.tested.set(sheet, tested)
      this.byAnswers.set(
        this.key(
          tested.sheet,
          order.map((selector) => found.get(selector)!),
        ),
        this.result(style),
      )
      return
    }
    const { selectors } = known
    const names = documentNames(container)
    const answers = selectors.map(({ test }) => test(container, names))
    const key = this.key(known.sheet, answers)
    const css = this.byAnswers.get(key)
    if (css === undefined) {
      await this.filter(style, document)
      this.byAnswers.set(key, this.result(style))
    } else {
      this.matched += 1
      if (css === null) style.remove()
      else style.textContent = css
    }
  }

  private filter(style: StyleElement, document: BeastiesDocument): Promise<void> {
    return (Beasties.prototype as unknown as BeastiesInternals).processStyle.call(this, style, document)
  }

  private key(sheet: number, answers: boolean[]): string {
    return `${sheet}:${answers.map((found) => (found ? 1 : 0)).join('')}`
  }

  private result(style: StyleElement): string | null {
    return style.parentNode ? style.textContent : null
  }
}

/**
 * A stylesheet link that does not block rendering: `media="print"` makes the browser download it at low
 * priority without waiting for it (Chromium and Lighthouse count any other stylesheet link as blocking, even at
 * the end of <body>), and the page's script (src/browser/page-script/stylesheets.ts) switches it on for every medium. The Content-Security-Policy allows no inline event
 * handler, so it is that script, not an `onload`, that does it; without JavaScript the <noscript> copy applies.
 */
export function deferredStylesheet(link: string): string {
  const deferred = link
    .replace(/\s*\bmedia="[^"]*"/, '')
    .replace(/>$/, ` media="print" ${DEFERRED_STYLESHEET_ATTR}>`)
  return `${deferred}<noscript>${link}</noscript>`
}

/** The document cut after the first `limit` elements of its body, the elements still open there closed. */
export function firstScreenDocument(html: string, limit = FIRST_SCREEN_ELEMENTS): string {
  return firstScreenOf(html, scanPage(html, undefined, limit))
}

/** The page workers' common cache of first-screen CSS by shape (scripts/build/prerender/). */
export interface SharedFirstScreenCss {
  claim(key: string): Promise<string | null>
  publish(key: string, css: string): void
}

/**
 * The first screen's CSS, extracted once per shape. Which rules a first screen uses depends only on its
 * elements, their selector-relevant attributes and whether they hold text (`PageScan.firstScreenShape`), so
 * pages of one template share it: the sample site has a few dozen shapes for a few hundred pages, the bench's
 * 5,062 pages 669 (an article's body makes its own), whose selectors answer in about ninety ways
 * (MatchingBeasties). `verify` also extracts afresh, with Beasties alone, every result reused by shape or taken
 * from another shape's answers, and fails on a difference (the end-to-end build does, so CI checks both keys on
 * every kind of page).
 */
export class FirstScreenCss {
  private readonly byShape = new Map<string, Promise<string>>()
  private readonly beasties: MatchingBeasties
  /** Beasties alone, without the cache by matching selectors: what `verify` compares every result with. */
  private readonly plain?: Beasties
  extracted = 0
  reused = 0

  /**
   * `distDir` holds the built stylesheets. `shared`, when given, is the cache of every page worker together:
   * `claim` answers a shape's CSS known there (or waits for the worker extracting it), or null when this
   * worker is to extract it and `publish` it.
   */
  constructor(
    distDir: string,
    private readonly verify = false,
    private readonly shared?: SharedFirstScreenCss,
  ) {
    this.beasties = new MatchingBeasties(distDir)
    if (verify) this.plain = createCriticalCssExtractor(distDir)
  }

  /** Of the extractions, those whose rules an earlier first screen of other shape matched already. */
  get matched(): number {
    return this.beasties.matched
  }

  async of(html: string, scan: PageScan): Promise<string> {
    const links = scan.stylesheetLinks.map(({ start, end }) => html.slice(start, end)).join('')
    const key = `${links}\n${scan.firstScreenShape}`
    let known = this.byShape.get(key)
    if (!known && this.shared) {
      const claimed = this.shared.claim(key)
      this.byShape.set(
        key,
        claimed.then((css) => css ?? this.extractShared(key, html, scan)),
      )
      if ((await claimed) === null) return this.byShape.get(key)!
      known = this.byShape.get(key)
    }
    if (!known) {
      this.extracted += 1
      const fresh = this.extractChecked(html, scan)
      this.byShape.set(key, fresh)
      fresh.catch(() => this.byShape.delete(key))
      return fresh
    }
    this.reused += 1
    const css = await known
    if (this.verify) await this.check(html, scan, css)
    return css
  }

  private async extractShared(key: string, html: string, scan: PageScan): Promise<string> {
    this.extracted += 1
    const css = await this.extractChecked(html, scan)
    this.shared!.publish(key, css)
    return css
  }

  /**
   * A fresh extraction; with `verify`, checked when its CSS came from an earlier first screen's answers rather
   * than from Beasties' own filtering. A worker extracts one page at a time, so the count tells.
   */
  private async extractChecked(html: string, scan: PageScan): Promise<string> {
    const matched = this.beasties.matched
    const css = await this.extract(html, scan)
    if (this.verify && this.beasties.matched > matched) await this.check(html, scan, css)
    return css
  }

  /** Fails unless Beasties alone gives this page `css`, whether reused by shape or by matching selectors. */
  private async check(html: string, scan: PageScan, css: string): Promise<void> {
    const fresh = await this.extract(html, scan, this.plain)
    if (fresh !== css)
      throw new Error(
        `The first-screen CSS reused for this page differs from a fresh extraction (${fresh.length} and ${css.length} characters): the shape misses an attribute that a selector tests, or the selectors' answers miss what Beasties reads.`,
      )
  }

  private async extract(html: string, scan: PageScan, beasties: Beasties = this.beasties): Promise<string> {
    // Serialized as a browser would (parse5): Beasties reads attribute values without decoding character
    // references, so React's `&#x27;` in a class (`after:content-['']`) would match no selector.
    const processed = await beasties.process(serialize(parse(firstScreenOf(html, scan))))
    return /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? ''
  }
}
