import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DICTIONARY_AREAS, type DictionaryArea } from '../i18n/areas'
import { langOf } from '../i18n/languages'
import { loadDictionary } from '../i18n/translate'
import { knownFormatted } from '../lib/formatted-texts'
import { IslandRoot } from './IslandRoot'
import { keepVisitorValues } from './kept-values'
import { ISLANDS, isIslandName } from './registry'
import { ISLAND_ATTR, ISLAND_HYDRATED_EVENT, islandCannotStart } from './strategy'

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
export async function hydrateIsland(element: HTMLElement): Promise<void> {
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
    islandCannotStart(element, error)
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
