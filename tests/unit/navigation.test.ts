import { describe, expect, it } from 'vitest'
import { THEMES, themeOfSlide } from '../../src/app/themes'
import { listSlugs } from '../../src/data/server/content'
import { buildMainNav, currentOf, isGroup, placeInNav } from '../../src/layout/navigation'
import { themeListSchema } from '../../src/schemas/themes'

const themes = [
  { slug: 'acces-a-leau-potable', title: 'Accès à l’eau potable' },
  { slug: 'sante-et-securite-alimentaire', title: 'Santé et sécurité alimentaire' },
]
const nav = buildMainNav(themes)

describe('the theme list (src/app/themes.ts)', () => {
  it('passes its schema', () => {
    expect(themeListSchema.safeParse(THEMES).error).toBeUndefined()
  })

  it('has a theme page for each theme, in the same order, and no theme page outside the list', async () => {
    expect(await listSlugs('themes')).toEqual(THEMES.map((theme) => theme.slug))
  })

  it('refuses a slide order given to two themes', () => {
    const twice = [
      { slug: 'a', newsCategories: [], slideOrders: [1] },
      { slug: 'b', newsCategories: [], slideOrders: [1] },
    ]
    expect(themeListSchema.safeParse(twice).error?.issues[0]?.message).toBe('slide order 1 listed twice')
  })

  it('finds the theme a slide presents by its order, and none for an order no theme names', () => {
    expect(themeOfSlide(1)?.slug).toBe('acces-a-leau-potable')
    expect(themeOfSlide(0)?.slug).toBe('moderniser-le-cadre-de-vie')
    expect(themeOfSlide(9)).toBeNull()
    expect(themeOfSlide(null)).toBeNull()
  })
})

describe('buildMainNav', () => {
  it('has the top-bar sections of docs/behaviour.md#top-bar in order', () => {
    expect(nav.map((entry) => entry.id)).toEqual([
      'home',
      'discover',
      'actions',
      'news',
      'projects',
      'career',
      'contacts',
    ])
  })

  it('puts about, mission, history, team, publications and documents under Discover', () => {
    const discover = nav.find((entry) => entry.id === 'discover')
    expect(discover && isGroup(discover) ? discover.items.map((item) => item.href) : null).toEqual([
      '/about',
      '/mission',
      '/historique',
      '/equipe',
      '/publications',
      '/documents',
    ])
  })

  it('lists the themes under Actions by their titles, each leading to its theme page', () => {
    const actions = nav.find((entry) => entry.id === 'actions')
    expect(actions && isGroup(actions) ? actions.items.map((item) => [item.label, item.href]) : null).toEqual(
      [
        ['Accès à l’eau potable', '/projets/acces-a-leau-potable'],
        ['Santé et sécurité alimentaire', '/projets/sante-et-securite-alimentaire'],
      ],
    )
  })
})

describe('placeInNav', () => {
  it.each([
    ['/fr', 'home', '/'],
    ['/fr/actualites', 'news', '/actualites'],
    ['/en/equipe', 'discover', '/equipe'],
    ['/fr/projets', 'projects', '/projets'],
    ['/fr/projets/acces-a-leau-potable', 'actions', '/projets/acces-a-leau-potable'],
  ])('marks %s as the page itself of section %s', (path, section, page) => {
    expect(placeInNav(path, nav)).toEqual({ section, page })
  })

  it.each([
    ['/fr/actualite/un-article', 'news'],
    ['/en/news/1', 'news'],
    ['/fr/actualites/categorie/eau-potable', 'news'],
    ['/fr/projet/projets-sante', 'projects'],
    ['/fr/full-description/acces-a-leau-potable', 'actions'],
    ['/fr/slide/acces-a-leau-potable', 'actions'],
    ['/en/publication/rapport-annuel-2024', 'discover'],
    ['/fr/info/nos-objectifs', 'discover'],
    ['/fr/contact/merci', 'contacts'],
  ])('puts the detail page %s under %s', (path, section) => {
    expect(placeInNav(path, nav)).toEqual({ section, page: null })
  })

  it('places a page outside every section nowhere', () => {
    expect(placeInNav('/fr/don', nav)).toEqual({ section: null, page: null })
  })

  it('gives aria-current "page" to the page’s own link and "true" to the section of a detail page', () => {
    const article = placeInNav('/fr/actualite/un-article', nav)
    expect(currentOf(article, 'news', '/actualites')).toBe('true')
    expect(currentOf(article, 'projects', '/projets')).toBeUndefined()
    const list = placeInNav('/fr/actualites', nav)
    expect(currentOf(list, 'news', '/actualites')).toBe('page')
  })
})
