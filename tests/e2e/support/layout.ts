import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { renderedFrame, watchRequests } from './absence'

export { SCREENSHOT_DIR } from './paths'

/** The widths a visitor's screen has: a phone, a tablet, a laptop (heights as the devices have them). */
export const SCREENS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
] as const

/** What `layoutFacts` measures in one visit of the page (one message to it and back, not one per measure). */
export interface LayoutAsks {
  /** `sidewaysOverflow`. */
  overflow?: boolean
  /** `sidewaysOverflowAsDrawn`. */
  overflowAsDrawn?: boolean
  /** `smallControls`, once per entry. */
  smallControls?: readonly SmallControlsAsk[]
  /** `pinnedHeight`. */
  pinnedHeight?: boolean
  /** `linksInSight` of this address. */
  linksInSight?: string
}

export interface SmallControlsAsk {
  min: number
  root?: string
  inlineAside: boolean
}

export interface LayoutFacts {
  overflow?: number
  overflowAsDrawn?: number
  smallControls?: string[][]
  pinnedHeight?: number
  linksInSight?: string[]
}

/**
 * The measures `asks` names, of the page as it is now, in one evaluation: those of the page as drawn first, then
 * those made with every block drawn in full (see the functions below, one measure each).
 */
export function layoutFacts(page: Page, asks: LayoutAsks): Promise<LayoutFacts> {
  return page.evaluate((asks) => {
    const facts: LayoutFacts = {}
    if (asks.overflowAsDrawn) facts.overflowAsDrawn = document.documentElement.scrollWidth - window.innerWidth
    if (asks.pinnedHeight) {
      const spans = Array.from(document.querySelectorAll('body *'))
        .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 1 && box.height > 1)
        .map((box) => [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight)] as const)
        .filter(([top, bottom]) => bottom > top)
        .sort((a, b) => a[0] - b[0])
      let covered = 0
      let reached = 0
      for (const [top, bottom] of spans) {
        covered += Math.max(0, bottom - Math.max(top, reached))
        reached = Math.max(reached, bottom)
      }
      facts.pinnedHeight = Math.round(covered)
    }
    if (asks.linksInSight !== undefined) {
      facts.linksInSight = Array.from(
        document.querySelectorAll<HTMLAnchorElement>(`a[href="${asks.linksInSight}"]`),
      ).flatMap((link) => {
        const box = link.getBoundingClientRect()
        const onScreen =
          box.width > 1 &&
          box.height > 1 &&
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= window.innerWidth
        if (!onScreen) return []
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return top && link.contains(top) ? [(link.textContent ?? '').trim()] : []
      })
    }
    if (!asks.overflow && !asks.smallControls) return facts

    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])'
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect()
      return (
        box.width > 1 &&
        box.height > 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !/^rect\(0px,? 0px,? 0px,? 0px\)$/.test(getComputedStyle(element).clip)
      )
    }
    const tapBox = (control: Element) => {
      const card = control instanceof HTMLElement ? control.offsetParent : null
      const stretched = ['::before', '::after'].some((pseudo) => {
        const style = getComputedStyle(control, pseudo)
        return (
          style.content !== 'none' &&
          style.position === 'absolute' &&
          [style.top, style.right, style.bottom, style.left].every((inset) => inset === '0px')
        )
      })
      return (stretched && card ? card : control).getBoundingClientRect()
    }
    const inRunningText = (link: Element) => {
      if (link.tagName !== 'A' || getComputedStyle(link).display !== 'inline') return false
      let block = link.parentElement
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display))
        block = block.parentElement
      if (!block) return false
      const texts = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const holder = node.parentElement
        if (!holder || holder.closest(CONTROLS) || !seen(holder)) continue
        if (/[\p{L}\p{N}]/u.test(node.textContent ?? '')) return true
      }
      return false
    }
    const smallControls = ({ min, root = 'body', inlineAside }: SmallControlsAsk) =>
      Array.from(document.querySelectorAll(root)).flatMap((scope) =>
        Array.from(scope.querySelectorAll(CONTROLS)).flatMap((control) => {
          if (!seen(control) || (inlineAside && inRunningText(control))) return []
          const { width, height } = tapBox(control)
          if (Math.round(width) >= min && Math.round(height) >= min) return []
          const name = (
            control.getAttribute('aria-label') ??
            (control.textContent?.trim() || control.getAttribute('href') || '')
          )
            .replace(/\s+/g, ' ')
            .slice(0, 40)
          return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`]
        }),
      )
    const drawAll = document.createElement('style')
    drawAll.textContent = '* { content-visibility: visible !important; contain: none !important }'
    document.head.append(drawAll)
    try {
      if (asks.overflow) facts.overflow = document.documentElement.scrollWidth - window.innerWidth
      if (asks.smallControls) facts.smallControls = asks.smallControls.map(smallControls)
    } finally {
      drawAll.remove()
    }
    return facts
  }, asks)
}

/**
 * How far the page scrolls sideways: more than 0 means something sticks out of the screen. Every block is drawn
 * in full while this measures: a block drawn only near the screen (docs/architecture.md#rendering-below-the-fold)
 * cuts what overflows it instead of widening the page, which would hide the fault from the measure.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return (await layoutFacts(page, { overflow: true })).overflow!
}

/**
 * How far the page scrolls sideways as it is drawn now, blocks skipped near the screen included: a skipped box
 * still takes its intrinsic size (`contain-intrinsic-size`), which can widen the page at load although every
 * block drawn in full fits (what `sidewaysOverflow` measures).
 */
export async function sidewaysOverflowAsDrawn(page: Page): Promise<number> {
  return (await layoutFacts(page, { overflowAsDrawn: true })).overflowAsDrawn!
}

/**
 * The controls under `root` (the whole page by default) that a visitor sees and that are smaller than
 * `min` × `min` CSS px, as `tag "name" width×height` (docs/behaviour.md#tap-targets). A control is what one taps
 * or tabs to; an element focusable by script only (`tabindex="-1"`, like the main content the skip link
 * focuses) is not one. Not seen: no box, hidden, fully transparent, or visually hidden (a box of 1 px, as
 * `sr-only` gives, or clipped to nothing). A link stretched over its card by an absolutely placed
 * pseudo-element with no inset is tapped anywhere on the card: its size is the card's. With `inlineAside`, a
 * link inside running text is left out (WCAG 2.5.8's inline exception): a link laid out inline whose nearest
 * block holds, outside any control, visible text with a letter or a digit. Every block is drawn in full while
 * this measures, as for `sidewaysOverflow`.
 */
export async function smallControls(page: Page, ask: SmallControlsAsk): Promise<string[]> {
  return (await layoutFacts(page, { smallControls: [ask] })).smallControls![0]!
}

/**
 * How much of the screen's height stays pinned as the page scrolls: the union of the vertical extents, within
 * the screen, of every element seen with `position: fixed` or `sticky` (docs/behaviour.md#top-bar).
 */
export async function pinnedHeight(page: Page): Promise<number> {
  return (await layoutFacts(page, { pinnedHeight: true })).pinnedHeight!
}

/**
 * The links to `href` that are wholly on the screen as it is now and on top at their centre (what a tap there
 * reaches is the link or something inside it), as their accessible text.
 */
export async function linksInSight(page: Page, href: string): Promise<string[]> {
  return (await layoutFacts(page, { linksInSight: href })).linksInSight!
}

/**
 * Asserts that what a visitor taps at the centre of `control` is the control itself (or something inside it),
 * not an element painted over it: visibility alone does not tell (a menu can be visible under the page).
 */
export async function expectOnTop(control: Locator): Promise<void> {
  const hit = () =>
    control.evaluate((element) => {
      // In the middle of the screen: at its top edge the sticky top bar is rightly over the page.
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const box = element.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top !== null && (element === top || element.contains(top))
        ? 'itself'
        : `${top?.tagName.toLowerCase() ?? 'nothing'} "${(top?.textContent ?? '').trim().slice(0, 40)}"`
    })
  // Asked again until it holds or the expect timeout passes: a popup that has just opened may still be on its way
  // into the top layer on a loaded machine (seen once: the page's figure still under the point).
  await expect.poll(hit, { message: `what is on top at the centre of ${String(control)}` }).toBe('itself')
}

/** Asserts that an overlay (a dialog, a full-screen menu) covers the whole viewport. */
export async function expectFillsViewport(overlay: Locator): Promise<void> {
  const { box, viewport } = await overlay.evaluate((element) => ({
    box: element.getBoundingClientRect().toJSON() as DOMRect,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  }))
  expect(
    { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
    'the overlay covers the viewport',
  ).toEqual({ left: 0, top: 0, right: viewport.width, bottom: viewport.height })
}

/** Text as the language check compares it: plain spaces and apostrophes, one space between words. */
export function comparable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
}

/** Fields whose French may rightly show on English pages when they have no English: place names. */
const NAMES = new Set(['location'])

/**
 * The start of a text, in whole words: long enough to be its own, short enough to be inside any excerpt of
 * it (the shortest the site shows is 100 characters).
 */
function snippet(text: string): string {
  if (text.length <= 40) return text
  const cut = text.slice(0, 41)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 12)).trim()
}

export interface LanguageMarkers {
  /** Texts that an English page must not show (French whose English exists or is missing). */
  fr: string[]
  /** Texts that a French page must not show. */
  en: string[]
}

/**
 * The texts of one language that must never show on a page of the other, taken from what the build
 * itself showed: every `{ fr, en }` text of its API snapshots (after the pipeline filled known English), and
 * the titles of the Markdown pages of content/. A French text without English is listed too: an English page
 * showing it is what visitors complained of.
 */
export function languageMarkers(snapshotDir: string, contentDir = 'content'): LanguageMarkers {
  const markers: LanguageMarkers = { fr: [], en: [] }
  const add = (fr: string, en: string | undefined) => {
    const french = comparable(fr)
    const english = comparable(en ?? '')
    if (french.length < 4 || french === english) return
    markers.fr.push(snippet(french))
    if (english.length >= 4) markers.en.push(snippet(english))
  }
  const walk = (value: unknown, key: string): void => {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key))
    const { fr, en } = value as { fr?: unknown; en?: unknown }
    if (typeof fr === 'string' && Object.keys(value).every((k) => k === 'fr' || k === 'en')) {
      if (typeof en === 'string' && en.trim()) add(fr, en)
      else if (!NAMES.has(key)) add(fr, undefined)
      return
    }
    for (const [name, item] of Object.entries(value)) walk(item, name)
  }
  for (const file of readdirSync(snapshotDir).filter((name) => name.endsWith('.json')))
    walk((JSON.parse(readFileSync(path.join(snapshotDir, file), 'utf8')) as { data: unknown }).data, '')

  for (const collection of readdirSync(contentDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const folder = path.join(contentDir, collection.name)
    const titleOf = (file: string) =>
      /^title:\s*["']?(.+?)["']?\s*$/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1]
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.fr.md'))) {
      const fr = titleOf(file)
      const en = titleOf(file.replace(/\.fr\.md$/, '.en.md'))
      if (fr) add(fr, en)
    }
  }
  markers.fr = [...new Set(markers.fr)]
  markers.en = [...new Set(markers.en)]
  return markers
}

/**
 * The markers of `markers` found in the page's visible text, outside the elements that say they are in another
 * language than the page's (`lang`): the French an English page shows for want of English is marked so
 * (docs/behaviour.md#languages, tests/e2e/language-of-parts.spec.ts).
 */
export async function foreignTexts(page: Page, markers: readonly string[]): Promise<string[]> {
  const [body, marked] = await page.evaluate(() => {
    const pageLang = document.documentElement.lang
    const outermost = Array.from(document.body.querySelectorAll<HTMLElement>('[lang]')).filter(
      (element) =>
        element.lang !== pageLang &&
        element.parentElement?.closest('[lang]')?.getAttribute('lang') === pageLang,
    )
    return [document.body.innerText, outermost.map((element) => element.innerText)] as const
  })
  const text = marked.reduce((rest, part) => rest.replace(comparable(part), ' '), comparable(body))
  return markers.filter((marker) => {
    // Whole words only: "Formation" must not match inside "Information".
    const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)
  })
}

/**
 * Asserts that every word of the element's text fits its width in the element's font, so that no word has
 * to break in the middle ("communautair-e") on a narrow screen.
 */
export async function expectWordsFit(element: Locator): Promise<void> {
  const tooWide = await element.evaluate((node) => {
    const style = getComputedStyle(node)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return (node.textContent ?? '')
      .split(/[\s\u00a0\u202f]+/)
      .filter((word) => context.measureText(word).width > room)
  })
  expect(tooWide, `words wider than ${String(element)}`).toEqual([])
}

/** Asserts that a select is wide enough to show its longest option whole. */
export async function expectSelectShowsOptions(select: Locator): Promise<void> {
  const { longest, room } = await select.evaluate((node) => {
    const element = node as HTMLSelectElement
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const widths = Array.from(element.options, (option) => context.measureText(option.text).width)
    // The arrow takes about 1.25 em at the end.
    const arrow = 1.25 * parseFloat(style.fontSize)
    return {
      longest: Math.max(...widths),
      room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
    }
  })
  expect(
    room,
    `room for the longest option of ${String(select)} (${Math.round(longest)} px)`,
  ).toBeGreaterThanOrEqual(longest)
}

/**
 * The page's height in CSS px as it is drawn now: blocks skipped near the screen count with their intrinsic size
 * (docs/architecture.md#rendering-below-the-fold), as a visitor's scroll bar shows it.
 */
export function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(document.documentElement.scrollHeight))
}

/**
 * Scrolls to the end of the page a screen at a time, so that every part that comes near the screen has come,
 * and stays there. After each step the browser draws a frame (parts near the screen are laid out and start
 * to load then); at the end, every request the scroll caused has ended and the page is at rest. The frames
 * are the test's, not the page's: with JavaScript off (`javaScript: false`) the page runs no callback.
 */
export async function scrollToEnd(page: Page, { javaScript = true } = {}): Promise<void> {
  const requests = watchRequests(page, { javaScript })
  for (let step = 0; step < 80; step += 1) {
    const more = await page.evaluate(() => {
      const before = window.scrollY
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY > before
    })
    await renderedFrame(page)
    if (!more) break
  }
  await requests.atRest()
  requests.stop()
}

/**
 * The lists laid out as a grid (or a wrapping row) whose last row holds a single card under a fuller row
 * (docs/behaviour.md#grids), as `list "first words of the lone card"` with the cards per row. Every block is
 * drawn in full while this measures, as for `sidewaysOverflow`.
 */
export function loneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawAll = document.createElement('style')
    drawAll.textContent = '* { content-visibility: visible !important; contain: none !important }'
    document.head.append(drawAll)
    try {
      return Array.from(document.querySelectorAll('ul, ol')).flatMap((list) => {
        // Menus and trails (top bar, footer, breadcrumbs) are lines of links, not cards.
        if (list.closest('nav, header, footer')) return []
        const style = getComputedStyle(list)
        const laidOut =
          style.display.endsWith('grid') || (style.display.endsWith('flex') && style.flexWrap === 'wrap')
        if (!laidOut) return []
        const cards = Array.from(list.children).filter((child) => {
          const box = child.getBoundingClientRect()
          return box.width > 1 && box.height > 1 && child.checkVisibility({ visibilityProperty: true })
        })
        const rows = new Map<number, number>()
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top + window.scrollY)
          rows.set(top, (rows.get(top) ?? 0) + 1)
        }
        const counts = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count)
        const last = counts.at(-1)
        if (counts.length < 2 || last !== 1 || Math.max(...counts) < 2) return []
        const lone = (cards.at(-1)?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        return [`${list.tagName.toLowerCase()} "${lone}" rows ${counts.join('+')}`]
      })
    } finally {
      drawAll.remove()
    }
  })
}
