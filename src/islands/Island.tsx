import type { ComponentType } from 'react'
import { ISLAND_AREAS } from '../i18n/areas'
import { useI18n } from '../i18n/I18nProvider'
import { recordFormatted } from '../lib/formatted-texts'
import { useIslandPrerender } from './prerender-context'
import { IslandRoot } from './IslandRoot'
import type { IslandComponent, IslandName, IslandProps } from './registry'
import { ISLAND_ATTR, type HydrationStrategy } from './strategy'

/**
 * A part of a page that needs the browser (docs/islands.md). At prerender it is rendered as a React root of
 * its own — exactly what the browser will hydrate — inside an element that carries its
 * name, props, texts and strategy; src/islands/hydrate.tsx finds it there. The rest of the page is never
 * hydrated. Inside an island (an island rendered in the browser, e.g. the content 404.html fetches), it is
 * simply its component.
 *
 * `urlState` names the query parameters that hold the island's state: when the address holds one, the island
 * hydrates at once, whatever `when` says (src/islands/strategy.ts). `sections` names the sections of the site
 * (`/{lang}/{section}/…`) where the island has work: elsewhere it is never hydrated.
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  when,
  urlState,
  sections,
}: {
  name: N
  component: IslandComponent<N>
  props: IslandProps<N>
  when: HydrationStrategy
  urlState?: readonly string[]
  sections?: readonly string[]
}) {
  const { lang } = useI18n()
  // The island's own texts (src/i18n/areas.ts): what the browser loads before it hydrates.
  const areas = ISLAND_AREAS[name]
  const AnyComponent = Component as ComponentType<object>
  const prerender = useIslandPrerender()
  if (!prerender) return <AnyComponent {...(props as object)} />
  const [html, texts] = recordFormatted(() =>
    prerender(
      <IslandRoot lang={lang} areas={areas}>
        <AnyComponent {...(props as object)} />
      </IslandRoot>,
    ),
  )
  const attributes = {
    [ISLAND_ATTR.name]: name,
    [ISLAND_ATTR.when]: when,
    ...(urlState?.length ? { [ISLAND_ATTR.urlState]: urlState.join(' ') } : {}),
    ...(sections?.length ? { [ISLAND_ATTR.sections]: sections.join(' ') } : {}),
    [ISLAND_ATTR.lang]: lang,
    [ISLAND_ATTR.areas]: areas.join(' '),
    [ISLAND_ATTR.props]: JSON.stringify(props),
    ...(Object.keys(texts).length ? { [ISLAND_ATTR.formatted]: JSON.stringify(texts) } : {}),
  }
  // `contents`: the island's element takes no box, so the page lays out as if it were not there.
  return <div className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
}
