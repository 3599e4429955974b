import { createElement, version } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '../../../src/shared/i18n/I18nProvider'
import { loadDictionary } from '../../../src/shared/i18n/translate'
import { Island } from '../../../src/shared/islands/Island'
import { IslandPrerender } from '../../../src/node/islands/IslandPrerender'
import type { HydrationStrategy } from '../../../src/shared/islands/strategy'
import mapEmbed from '../../../src/pages/Contact/MapEmbed.island'

/**
 * The build's side of the islands' tests: what this folder imports runs on React, as the prerender does, while
 * the tests around it run on Preact, as the browser does (tests/islands/browser-runtime.ts).
 */

export const MAP = {
  embedUrl: 'https://maps.example/embed',
  linkUrl: 'https://maps.example/place',
  city: 'Cotonou',
}

export const prerenderTexts = () => loadDictionary('fr')

/** The version of the React this side renders with. */
export const prerenderReactVersion = version

/** The contact page's map as an island, in a page as the prerenderer writes it (its frame gives the renderer). */
export function prerenderedMap({
  when,
  inSection = false,
}: {
  when: HydrationStrategy
  inSection?: boolean
}): string {
  const island = createElement(Island<typeof MAP>, { of: mapEmbed, props: MAP, when })
  return renderToString(
    createElement(IslandPrerender, {
      children: createElement(I18nProvider, {
        lang: 'fr',
        areas: ['common', 'contact', 'pages'],
        children: inSection ? createElement('section', null, island) : island,
      }),
    }),
  )
}
