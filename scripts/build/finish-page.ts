import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { deferredStylesheet, FirstScreenCss, type SharedFirstScreenCss } from './critical-css'
import { scanPage, selectorAttributes, type PageScan, type Span } from './page-scan'

/** First screens whose CSS was extracted (of them, `matched` from selectors' answers met before), or reused. */
export interface CssExtractions {
  extracted: number
  matched: number
  reused: number
}

/** A change to the page's text: `text` in place of [start, end) (an insertion when they are equal). */
interface Edit extends Span {
  text: string
}

function applyEdits(html: string, edits: Edit[]): string {
  let out = ''
  let from = 0
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += html.slice(from, edit.start) + edit.text
    from = edit.end
  }
  return out + html.slice(from)
}

/**
 * `<meta charset>` and `<meta name="viewport">` first in <head>. The head manager writes each page's own tags
 * above the template's, which leaves these two behind kilobytes of meta and link tags: the charset belongs in
 * the first 1024 bytes, and the preload scanner evaluates an image preload's `imagesizes` (the home hero's
 * `100vw`) with the viewport known so far, a phone's 980 px default until it has read the viewport tag, and so
 * would fetch a variant twice too wide.
 */
function documentMetaEdits(html: string, scan: PageScan): Edit[] {
  if (scan.headContentStart < 0 || scan.documentMeta.length === 0) return []
  const moved = scan.documentMeta.map(({ start, end }) => html.slice(start, end)).join('')
  return [
    { start: scan.headContentStart, end: scan.headContentStart, text: moved },
    ...scan.documentMeta.map((span) => ({ ...span, text: '' })),
  ]
}

/** The page with its charset and viewport first in <head> (see `documentMetaEdits`). */
export function documentMetaFirst(html: string): string {
  return applyEdits(html, documentMetaEdits(html, scanPage(html)))
}

/** The first stylesheet link gives way to the first screen's rules; every link loads without blocking. */
function stylesheetEdits(html: string, scan: PageScan, css: string): Edit[] {
  return scan.stylesheetLinks.map((span, index) => {
    const link = html.slice(span.start, span.end)
    return {
      ...span,
      text: `${index === 0 && css ? `<style>${css}</style>` : ''}${deferredStylesheet(link)}`,
    }
  })
}

/**
 * Makes a prerendered page into what the site serves, from one parse of it (scripts/build/page-scan.ts): its
 * first screen's CSS inlined and its stylesheets deferred, the document metas first, and no inline script
 * (the Content-Security-Policy would block it: the build fails instead).
 */
export class PageFinisher {
  private readonly kept: ReadonlySet<string>
  private readonly firstScreenCss: FirstScreenCss

  /**
   * `distDir` holds the built stylesheets; `verify` checks every reused first-screen CSS afresh; `shared` is
   * the page workers' common cache of it (FirstScreenCss).
   */
  constructor(distDir: string, verify = false, shared?: SharedFirstScreenCss) {
    const assets = path.join(distDir, 'assets')
    const css = readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'))
      .join('\n')
    this.kept = selectorAttributes(css)
    this.firstScreenCss = new FirstScreenCss(distDir, verify, shared)
  }

  get cssExtractions(): CssExtractions {
    const { extracted, matched, reused } = this.firstScreenCss
    return { extracted, matched, reused }
  }

  async finish(html: string): Promise<string> {
    const scan = scanPage(html, this.kept)
    if (scan.inlineScripts.length) throw new Error(`inline scripts left: ${scan.inlineScripts.join(' | ')}`)
    const css = scan.stylesheetLinks.length ? await this.firstScreenCss.of(html, scan) : ''
    return applyEdits(html, [...documentMetaEdits(html, scan), ...stylesheetEdits(html, scan, css)])
  }
}
