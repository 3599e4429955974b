import type { ComponentType } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import { useIslandPrerender } from './prerender-context'
import type { IslandComponent, IslandName, IslandProps } from './registry'
import type { HydrationStrategy } from './strategy'

/**
 * A part of a page that needs the browser (docs/islands.md). At prerender it is rendered as a React root of
 * its own inside an element that describes it (IslandPrerender.tsx, which the browser never loads); the
 * rest of the page is never hydrated. Inside an island (an island rendered in the browser, e.g. the content
 * 404.html fetches), it is simply its component.
 *
 * `urlState` names the query parameters that hold the island's state: when the address holds one, the island
 * hydrates at once, whatever `when` says (src/islands/strategy.ts). `sections` names the sections of the site
 * (`/{lang}/{section}/…`) where the island has work: elsewhere it is never hydrated.
 */
export function Island<N extends IslandName>({
  name,
  component,
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
  const prerender = useIslandPrerender()
  const Component = component as ComponentType<object>
  if (!prerender) return <Component {...(props as object)} />
  return prerender({ name, component: Component, props: props as object, when, urlState, sections, lang })
}
