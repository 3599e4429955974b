import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { langOf } from '../../shared/i18n/languages'
import { loadDictionary } from '../../shared/i18n/translate'
import { knownFormatted } from '../../shared/lib/formatted-texts'
import type { ComponentIsland } from '../../shared/islands/define'
import { IslandRoot } from '../../shared/islands/IslandRoot'
import { yieldToMain } from '../idle'
import { keepVisitorValues } from './kept-values'
import { ISLAND_ATTR, ISLAND_HYDRATED_EVENT } from '../../shared/islands/strategy'

/** Marks the island's element once React has committed it (an effect runs after hydration), and tells it. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_ATTR.hydrated, 'true')
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))
  }, [element])
  return children
}

/**
 * Hydrates one island whose module has come (src/browser/islands/start.ts): its texts first, then Preact takes over its
 * prerendered HTML. What cannot come or be read (a redeploy, the connection dropped) rejects, and the HTML
 * stays as prerendered, links and all (docs/islands.md#redeploy).
 */
export async function hydrateIsland(
  element: HTMLElement,
  { name, component, areas }: ComponentIsland<never>,
) {
  const Component = component as ComponentType<object>
  const lang = langOf(element.getAttribute(ISLAND_ATTR.lang))
  const props = JSON.parse(element.getAttribute(ISLAND_ATTR.props) ?? '{}') as object
  knownFormatted(JSON.parse(element.getAttribute(ISLAND_ATTR.formatted) ?? '{}') as Record<string, unknown>)
  await loadDictionary(lang, areas)
  // Each island in a task of its own, so that islands whose code arrived together do not add up to one long
  // task; in the browser this is Preact's hydrate (docs/islands.md#runtime), which keeps the prerendered
  // attributes and attaches the listeners (and sets controlled fields to their prerendered values: what the
  // visitor typed before is put back right after). Its duration shows in the browser's performance timeline.
  await yieldToMain()
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
