import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '../../../src/shared/i18n/I18nProvider'
import type { ComponentIsland } from '../../../src/shared/islands/define'
import { Island } from '../../../src/shared/islands/Island'
import { IslandPrerender } from '../../../src/node/islands/IslandPrerender'
import articleLiveParts from '../../../src/pages/Article/ArticleLiveParts.island'
import contactForm from '../../../src/pages/Contact/ContactForm.island'
import mapEmbed from '../../../src/pages/Contact/MapEmbed.island'
import eventsBlock from '../../../src/pages/Home/EventsBlock.island'
import focusBlock from '../../../src/pages/Home/FocusBlock.island'
import videoBlock from '../../../src/pages/Home/VideoBlock.island'
import newsList from '../../../src/pages/NewsList/NewsList.island'
import notFoundPage from '../../../src/pages/NotFound/NotFoundPage.island'
import { MAP } from './prerender'
import { CopyButton } from '../../../src/pages/Donate/CopyButton'
import { HeroSlider } from '../../../src/pages/Home/HeroSlider'

/**
 * Each component island of the site, prerendered with React as the build does (a page's frame around it), with
 * props like those the pages give it: what tests/islands/hydration.test.ts hydrates on Preact.
 */

function prerendered<P extends object>(island: ComponentIsland<P>, props: P): string {
  return renderToString(
    createElement(IslandPrerender, {
      children: createElement(I18nProvider, {
        lang: 'fr',
        children: createElement(Island<P>, { of: island, props, when: 'load' }),
      }),
    }),
  )
}

const EVENT = {
  id: 1,
  title: { text: 'Inauguration du forage' },
  summary: { text: 'Le village fête son eau potable.' },
  date: '2026-12-01T09:00:00Z',
  location: { text: 'Djougou' },
  image: null,
  featured: true,
  registrationLink: 'https://example.org/inscription',
}

/** By the island's module, as the build finds it (scripts/build/islands.ts). */
export const ISLAND_CASES: Record<string, () => string> = {
  'src/pages/Home/VideoBlock.island.ts': () =>
    prerendered(videoBlock, {
      initial: [{ title: { text: 'Nos forages' }, videoUrl: '/media/forages.mp4', thumbnail: null }],
    }),
  'src/pages/Home/EventsBlock.island.ts': () => prerendered(eventsBlock, { initial: [EVENT] }),
  'src/pages/Home/FocusBlock.island.ts': () =>
    prerendered(focusBlock, {
      initial: [
        {
          id: 3,
          slug: 'eau-potable',
          title: { text: 'Eau potable' },
          excerpt: { text: 'Douze forages cette année.' },
          category: { text: 'Eau' },
          image: null,
          gradient: 'from-sky-600 to-blue-800',
        },
      ],
    }),
  'src/pages/Article/ArticleLiveParts.island.ts': () =>
    prerendered(articleLiveParts, {
      article: {
        id: 7,
        slug: 'forage-djougou',
        title: 'Un forage à Djougou',
        shareText: 'Un forage à Djougou',
      },
      comments: null,
    }),
  'src/pages/NewsList/NewsList.island.ts': () => prerendered(newsList, { data: null }),
  'src/pages/Contact/ContactForm.island.ts': () =>
    prerendered(contactForm, { endpoint: null, organisationEmail: 'contact@example.org', whatsapp: null }),
  'src/pages/Contact/MapEmbed.island.ts': () => prerendered(mapEmbed, MAP),
  'src/pages/NotFound/NotFoundPage.island.ts': () => prerendered(notFoundPage, {}),
}

const slide = (id: number) => ({
  id,
  slug: `slide-${id}`,
  title: { text: `Diapositive ${id}` },
  preview: { text: `Aperçu ${id}` },
  image: null,
})

/** The script islands, prerendered as their pages do. */
export const SCRIPT_ISLAND_CASES: Record<string, () => string> = {
  'src/pages/Home/HeroSlider.island.ts': () =>
    renderToString(
      createElement(I18nProvider, {
        lang: 'fr',
        children: createElement(HeroSlider, { slides: [slide(1), slide(2), slide(3)] }),
      }),
    ),
  'src/pages/Donate/CopyButton.island.ts': () =>
    renderToString(
      createElement(I18nProvider, { lang: 'fr', children: createElement(CopyButton, { value: '*155#' }) }),
    ),
}
