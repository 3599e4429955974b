import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import type { Lang } from '../../src/shared/i18n/languages'
import { getLoadedDictionary, loadDictionary, translate } from '../../src/shared/i18n/translate'
import { fallbackProjects } from '../../src/pages/Home/fallback-projects'
import { ArticlesBlock } from '../../src/pages/Home/ArticlesBlock'
import { EventsBlock } from '../../src/pages/Home/EventsBlock'
import { FocusBlock } from '../../src/pages/Home/FocusBlock'
import { HeroBlock } from '../../src/pages/Home/HeroBlock'
import type { EventView, ProjectView, SlideView } from '../../src/pages/Home/home-data'
import { OddBlock } from '../../src/pages/Home/OddBlock'
import { PartnersBlock } from '../../src/pages/Home/PartnersBlock'
import { ProjectsBlock } from '../../src/pages/Home/ProjectsBlock'
import { StrategiesBlock } from '../../src/pages/Home/StrategiesBlock'
import { VideoBlock } from '../../src/pages/Home/VideoBlock'

// What the prerenderer writes for each block: the page's HTML must be complete without JavaScript.

function render(element: ReactElement, lang: Lang = 'fr'): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [`/${lang}`] },
      createElement(I18nProvider, { lang, children: element }),
    ),
  )
}

function slide(
  id: number,
  image: SlideView['image'] = { src: `/media/s${id}.jpg`, width: 1600, height: 900 },
): SlideView {
  return {
    id,
    slug: `slide-${id}`,
    title: { text: `Diapositive ${id}` },
    preview: { text: `Aperçu ${id}…` },
    image,
  }
}

function imgTags(html: string): string[] {
  return html.match(/<img\b[^>]*>/g) ?? []
}

beforeAll(async () => {
  await Promise.all([loadDictionary('fr'), loadDictionary('en')])
})

describe('hero slider, prerendered', () => {
  const slides = [slide(1), slide(2, null), slide(3)]

  it('shows the first slide only, and has one h1 (the other slides wait in templates for the slider script)', () => {
    const whole = render(createElement(HeroBlock, { initial: slides }))
    expect(whole.match(/<template data-slide-later="">/g)).toHaveLength(2)
    // What the page draws: the templates' content is not part of it.
    const html = whole.replace(/<template[\s\S]*?<\/template>/g, '')
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('<h2'))
    expect(html).toContain('Association Humanitaire du Bénin')
    expect(html).toMatch(/<div[^>]*data-slide="1"[^>]*data-current="true"/)
    expect(html.match(/data-slide="/g)).toHaveLength(1)
    expect(html).toContain('href="/fr/full-description/slide-1"')
  })

  it('loads the first image early with its size, with the fallback of docs/behaviour.md#images when it has none', () => {
    const [first] = imgTags(render(createElement(HeroBlock, { initial: slides })))
    expect(first).toMatch(/loading="eager"/)
    expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/)
    expect(first).toMatch(/width="1600"/)
    expect(first).toMatch(/height="900"/)
    expect(first).toContain('src="/media/s1.jpg"')
    const [fallback] = imgTags(render(createElement(HeroBlock, { initial: [slide(2, null), slide(1)] })))
    expect(fallback).toContain('src="/slides/slide1.jpg"')
    expect(fallback).toMatch(/loading="eager"/)
  })

  it('has previous, next, one dot per slide and a pause button when there are several slides', () => {
    const html = render(createElement(HeroBlock, { initial: slides }), 'en')
    expect(html).toContain('Previous slide')
    expect(html).toContain('Next slide')
    expect(html.match(/data-slider="dot"/g)).toHaveLength(3)
    expect(html).toContain('Pause the slideshow')
    expect(html).toContain('aria-roledescription="carousel"')
    // Announced politely while nothing turns on its own (before hydration nothing does).
    expect(html).toMatch(/aria-live="polite"[^>]*>Slide 1 of 3: Diapositive 1</)
  })

  it('has no controls for a single slide', () => {
    const html = render(createElement(HeroBlock, { initial: [slide(1)] }))
    expect(html).not.toContain('data-slider=')
    expect(html).toContain('Diapositive 1')
  })

  it('shows the empty state without slides', () => {
    expect(render(createElement(HeroBlock, { initial: [] }))).toContain('Aucune diapositive pour le moment')
  })
})

describe('other blocks, prerendered', () => {
  const event = (id: number, registrationLink: string | null): EventView => ({
    id,
    title: { text: `Événement ${id}` },
    summary: { text: 'Résumé.' },
    date: '2026-03-14T09:30:00+01:00',
    location: { text: '' },
    image: null,
    featured: id === 1,
    registrationLink,
  })

  it('gives a single event its own layout and a disabled participate button without a link', () => {
    const html = render(createElement(EventsBlock, { initial: [event(1, null)] }))
    expect(html).toContain('data-single-event')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Participer<\/button>/)
    expect(html).toContain('14 mars 2026')
    expect(html).toMatch(/aria-pressed="true"[^>]*>À venir</)
    expect(html).toMatch(/aria-pressed="false"[^>]*>À la une</)
    expect(html).toMatch(/aria-pressed="false"[^>]*>Tous</)
  })

  it('opens registration links in a new tab, and formats dates in English on English pages', () => {
    const html = render(
      createElement(EventsBlock, { initial: [event(1, null), event(2, 'https://inscriptions.example.org')] }),
      'en',
    )
    expect(html).not.toContain('data-single-event')
    expect(html).toMatch(
      /<a href="https:\/\/inscriptions.example.org" target="_blank" rel="noopener noreferrer"/,
    )
    expect(html).toContain('March 14, 2026')
  })

  it('hides the events, the video and the partners strip when there are none', () => {
    expect(render(createElement(EventsBlock, { initial: [] }))).toBe('')
    expect(render(createElement(VideoBlock, { initial: [] }))).toBe('')
    const partners = render(createElement(PartnersBlock, { initial: [] }))
    expect(partners).not.toContain('Nos partenaires')
    expect(partners).toContain('Devenez partenaire')
    expect(partners).toContain('href="/fr/contact"')
  })

  it('links project cards to their page and shows the status badge', () => {
    const project: ProjectView = {
      id: 1,
      title: { text: 'Forages' },
      description: { text: 'Quarante forages.' },
      stats: { text: '12 forages' },
      image: null,
      href: '/projet/projets-acces-eau',
      external: false,
    }
    const html = render(createElement(ProjectsBlock, { initial: [project] }))
    expect(html).toContain('href="/fr/projet/projets-acces-eau"')
    expect(html).toContain('12 forages')
    expect(html).toContain('src="/projets/projet1.jpg"')
    expect(html).toContain('href="/fr/projets"')
  })

  it('the projects block names the themes as the menu does, each leading to its page', () => {
    const themes = [
      { slug: 'acces-a-leau-potable', title: 'Accès à l’eau potable' },
      { slug: 'sensibilisation-et-education', title: 'Sensibilisation et éducation' },
    ]
    const html = render(createElement(ProjectsBlock, { initial: [], themes }))
    expect(html).toContain('au service de nos 2 domaines d’action')
    expect(html).toContain('href="/fr/projets/acces-a-leau-potable"')
    expect(html).toContain('>Sensibilisation et éducation</a>')
  })
})

/** What no block may draw when its data is known at build time: a spinner, placeholders, or a dead button. */
function expectSettled(html: string): void {
  expect(html).not.toContain('animate-spin')
  expect(html).not.toContain('aria-busy')
  expect(html).not.toContain('data-skeleton')
  expect(html).not.toContain('<button')
}

describe('blocks whose data the build lacked (docs/behaviour.md#build-time-failure-policy)', () => {
  it('the hero: its one h1 and an unavailable panel, in the page language', () => {
    const html = render(createElement(HeroBlock, { initial: null }), 'en')
    expect(html).toContain('Loading error')
    expect(html).toContain('Unable to load slides.')
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    expectSettled(html)
  })

  it('the projects: their message and the three built-in projects; none: the no-projects message', () => {
    const html = render(createElement(ProjectsBlock, { initial: null }))
    expect(html).toContain('Nos projets n’ont pas pu être chargés.')
    expect(html.match(/<article\b/g)).toHaveLength(3)
    expect(html).toContain('href="/fr/projet/projets-acces-eau"')
    expectSettled(html)
    expect(render(createElement(ProjectsBlock, { initial: [] }))).toContain(
      'Aucun projet à présenter pour le moment.',
    )
  })

  it('in focus: its message without a retry; none: the no-items message; the calls stay', () => {
    const html = render(createElement(FocusBlock, { initial: null }))
    expect(html).toContain('Impossible de charger les contenus à la une.')
    expect(html).toContain('Une question, une idée de partenariat')
    expectSettled(html)
    expect(render(createElement(FocusBlock, { initial: [] }))).toContain(
      'Aucun contenu à la une pour le moment.',
    )
  })

  it('the ODD section: its message without a retry; no active section: the no-sections message', () => {
    const html = render(createElement(OddBlock, { initial: null }))
    expect(html).toContain('Impossible de charger la section ODD.')
    expectSettled(html)
    expect(render(createElement(OddBlock, { initial: { section: null } }))).toContain(
      'Aucune section ODD n’est publiée pour le moment.',
    )
  })

  it('the articles and the strategies: their empty messages, and no second list of articles', () => {
    const articles = render(createElement(ArticlesBlock, { initial: null }))
    expect(articles).toContain('Aucun article pour le moment.')
    expectSettled(articles)
    const strategies = render(createElement(StrategiesBlock, { initial: [] }))
    expect(strategies).toContain('Aucune stratégie disponible pour le moment.')
    expect(strategies).not.toContain('home-recent-title')
  })

  it('the strategies: their message without a retry, and no placeholders', () => {
    const html = render(createElement(StrategiesBlock, { initial: null }))
    expect(html).toContain('Erreur lors du chargement des stratégies')
    expect(html).toContain('data-strategies-state="unavailable"')
    expectSettled(html)
  })

  it('the partners: no strip, the call to become one as the heading', () => {
    const html = render(createElement(PartnersBlock, { initial: null }))
    expect(html).not.toContain('data-partners=""')
    expect(html).not.toContain('Nos partenaires')
    expect(html).toMatch(/<h2 id="home-partners-cta"[^>]*>Devenez partenaire<\/h2>/)
    expectSettled(html)
  })

  it('the video: left out', () => {
    expect(render(createElement(VideoBlock, { initial: null }))).toBe('')
  })
})

describe('built-in projects (docs/behaviour.md#home: shown when the projects fail)', () => {
  it.each(['fr', 'en'] as const)(
    'are the three main projects, translated in %s, each leading to its project page',
    (lang) => {
      const dictionary = getLoadedDictionary(lang)
      const projects = fallbackProjects((key, vars) => translate(dictionary, key, vars))
      expect(projects.map((project) => project.href)).toEqual([
        '/projet/projets-acces-eau',
        '/projet/projets-sante',
        '/projet/high-5-transformer-benin',
      ])
      for (const project of projects) {
        for (const { text: value } of [project.title, project.description, project.stats]) {
          expect(value).not.toMatch(/^home\./)
          expect(value.trim()).not.toBe('')
        }
      }
      // Titled as the page it opens (tests/content/one-story.test.ts checks every one).
      expect(projects[0]?.title).toEqual({
        text: lang === 'fr' ? 'Eau potable pour l’Atacora et la Donga' : 'Safe water for Atacora and Donga',
      })
    },
  )
})
