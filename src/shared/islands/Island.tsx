import type { ComponentType } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import type { ComponentIsland } from './define'
import { useIslandPrerender } from './prerender-context'
import type { HydrationStrategy } from './strategy'

/**
 * A part of a page that needs the browser (docs/islands.md), declared by its `*.island.ts` module
 * (src/shared/islands/define.ts). At prerender it is rendered as a React root of its own inside an element that
 * describes it — its module's URL, strategy and props (IslandPrerender.tsx, which the browser never loads); the
 * rest of the page is never hydrated. Inside an island (an island rendered in the browser, e.g. the content
 * 404.html fetches), it is simply its component.
 *
 * `urlState` names the query parameters that hold the island's state: when the address holds one, the island
 * hydrates at once, whatever `when` says (src/shared/islands/strategy.ts). `sections` names the sections of the site
 * (`/{lang}/{section}/…`) where the island has work: elsewhere it is never hydrated.
 */
export function Island<P extends object>({
  of: island,
  props,
  when,
  urlState,
  sections,
}: {
  of: ComponentIsland<P>
  props: P
  when: HydrationStrategy
  urlState?: readonly string[]
  sections?: readonly string[]
}) {
  const { lang } = useI18n()
  const prerender = useIslandPrerender()
  if (!prerender) {
    const Component = island.component as ComponentType<object>
    return <Component {...props} />
  }
  return prerender({ island: island as ComponentIsland<object>, props, when, urlState, sections, lang })
}
