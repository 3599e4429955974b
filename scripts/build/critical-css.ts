import Beasties from 'beasties'
import { parse, serialize } from 'parse5'
import { DEFERRED_STYLESHEET_ATTR } from '../../src/browser/page-script/stylesheets'
import { FIRST_SCREEN_ELEMENTS, firstScreenOf, scanPage, type PageScan } from './page-scan'

/**
 * Critical CSS of the first screen. Every page inlines, in <head>, the rules its first screen uses; the whole
 * stylesheet is downloaded without blocking the first paint and applied when the app starts
 * (src/browser/page-script/stylesheets.ts), by which time the visitor has not scrolled yet. Which rules a page uses is Beasties'
 * work; what counts as the first screen is decided here, on the document itself (no layout at build time).
 */

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
 * pages of one template share it: the sample site has a few dozen shapes for a few hundred pages, and a site of
 * 4,000 pages about a hundred. `verify` also extracts every reused result afresh and fails on a difference
 * (the end-to-end build does, so CI checks the key on every kind of page).
 */
export class FirstScreenCss {
  private readonly byShape = new Map<string, Promise<string>>()
  extracted = 0
  reused = 0

  /**
   * `shared`, when given, is the cache of every page worker together: `claim` answers a shape's CSS known
   * there (or waits for the worker extracting it), or null when this worker is to extract it and `publish` it.
   */
  constructor(
    private readonly beasties: Beasties,
    private readonly verify = false,
    private readonly shared?: SharedFirstScreenCss,
  ) {}

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
      const fresh = this.extract(html, scan)
      this.byShape.set(key, fresh)
      fresh.catch(() => this.byShape.delete(key))
      return fresh
    }
    this.reused += 1
    const css = await known
    if (this.verify) {
      const fresh = await this.extract(html, scan)
      if (fresh !== css)
        throw new Error(
          `The first-screen CSS of pages of one shape differs (${fresh.length} and ${css.length} characters): the shape misses an attribute that a selector tests.`,
        )
    }
    return css
  }

  private async extractShared(key: string, html: string, scan: PageScan): Promise<string> {
    this.extracted += 1
    const css = await this.extract(html, scan)
    this.shared!.publish(key, css)
    return css
  }

  private async extract(html: string, scan: PageScan): Promise<string> {
    // Serialized as a browser would (parse5): Beasties reads attribute values without decoding character
    // references, so React's `&#x27;` in a class (`after:content-['']`) would match no selector.
    const processed = await this.beasties.process(serialize(parse(firstScreenOf(html, scan))))
    return /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? ''
  }
}
