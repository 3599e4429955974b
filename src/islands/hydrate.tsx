import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DICTIONARY_AREAS, type DictionaryArea } from '../i18n/areas'
import { langOf } from '../i18n/languages'
import { loadDictionary } from '../i18n/translate'
import { knownFormatted } from '../lib/formatted-texts'
import { IslandRoot } from './IslandRoot'
import { keepVisitorValues } from './kept-values'
import { ISLANDS, isIslandName } from './registry'
import { ISLAND_ATTR, ISLAND_HYDRATED_EVENT, strategyOf, type HydrationStrategy } from './strategy'

/** Marks the island's element once React has committed it (an effect runs after hydration), and tells it. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_ATTR.hydrated, 'true')
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))
  }, [element])
  return children
}

function areasOf(element: HTMLElement): DictionaryArea[] {
  const names = (element.getAttribute(ISLAND_ATTR.areas) ?? '').split(' ')
  return DICTIONARY_AREAS.filter((area) => names.includes(area))
}

/**
 * Hydrates one island: its code and texts first, then React takes over its prerendered HTML. When its code
 * cannot be fetched (a redeploy removed the chunk, the connection dropped) the HTML stays as prerendered,
 * links and all; the next page load gets the new build.
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR.name)
  if (!isIslandName(name)) {
    console.warn(`Unknown island "${String(name)}": its HTML stays as prerendered.`)
    return
  }
  const lang = langOf(element.getAttribute(ISLAND_ATTR.lang))
  const areas = areasOf(element)
  let props: object
  let Component: ComponentType<object>
  try {
    props = JSON.parse(element.getAttribute(ISLAND_ATTR.props) ?? '{}') as object
    knownFormatted(JSON.parse(element.getAttribute(ISLAND_ATTR.formatted) ?? '{}') as Record<string, unknown>)
    const [loaded] = await Promise.all([ISLANDS[name](), loadDictionary(lang, areas)])
    Component = loaded as ComponentType<object>
  } catch (error) {
    console.warn(`The island "${name}" could not start: its HTML stays as prerendered.`, error)
    return
  }
  // Each island in a task of its own, so that islands whose code arrived together do not add up to one long
  // task; in the browser this is Preact's hydrate (docs/islands.md#runtime), which keeps the prerendered
  // attributes and attaches the listeners (and sets controlled fields to their prerendered values: what the
  // visitor typed before is put back right after). Its duration shows in the browser's performance timeline.
  await nextTask()
  const started = performance.now()
  const putBackVisitorValues = keepVisitorValues(element)
  hydrateRoot(
    element,
    <Hydrated element={element}>
      <IslandRoot lang={lang} areas={areas}>
        <Component {...props} />
      </IslandRoot>
    </Hydrated>,
  )
  putBackVisitorValues()
  performance.measure(`island ${name} hydrated`, { start: started, end: performance.now() })
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })
}

/** Resolves when the element comes within a screen's height of the viewport. */
function whenNearScreen(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    // The island's own element takes no box (display: contents): watch what it shows, or, when it shows
    // nothing before it hydrates (a part drawn in the browser only), its place in its parent.
    const targets = element.children.length
      ? Array.from(element.children)
      : [element.parentElement ?? element]
    for (const target of targets) observer.observe(target)
  })
}

function whenDue(element: HTMLElement, when: HydrationStrategy, inUse: Promise<void>): Promise<void> {
  if (when === 'idle') return whenIdle()
  if (when === 'visible') return whenNearScreen(element)
  if (when === 'in-use') return inUse.then(() => whenNearScreen(element))
  return Promise.resolve()
}

/**
 * Hydrates every island of the page, each when its strategy says; `inUse` resolves once the visitor has started
 * using the page (src/client/visitor-in-use.ts). Resolves once the islands that do not wait for the visitor
 * (`load` and `idle`) have hydrated or given up: `<html data-hydrated>` then says the page is ready for input
 * (tests wait for it).
 */
export async function hydrateIslands(doc: Document, inUse: Promise<void>): Promise<void> {
  const islands = Array.from(doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`))
  const eager: Promise<void>[] = []
  for (const element of islands) {
    // An island inside another is hydrated by it (its component renders it directly).
    if (element.parentElement?.closest(`[${ISLAND_ATTR.name}]`)) continue
    const when = strategyOf(element, doc.location)
    if (when === null) continue
    const done = whenDue(element, when, inUse).then(() => hydrateIsland(element))
    if (when === 'load' || when === 'idle') eager.push(done)
  }
  await Promise.all(eager)
}
