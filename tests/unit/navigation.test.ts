import { describe, expect, it } from 'vitest'
import { themeOfSlide } from '../../src/shared/app/themes'
import { getSettings, listSlugs } from '../../src/node/data/content'
import { buildMainNav, currentOf, isGroup, placeInNav } from '../../src/shared/layout/navigation'
import { themeListSchema } from '../../src/shared/schemas/themes'

const themes = [
  { slug: 'acces-a-leau-potable', title: 'Accès à l’eau potable' },
  { slug: 'sante-et-securite-alimentaire', title: 'Santé et sécurité alimentaire' },
]
const nav = buildMainNav(themes)

describe('the theme list (content/settings.yaml)', () => {
  it('has a theme page for each theme, in the same order, and no theme page outside the list', async () => {
    const { themes } = await getSettings()
    expect(await listSlugs('themes')).toEqual(themes.map((theme) => theme.slug))
  })

  it('refuses a slide order, a name or a news category given to two themes', () => {
    const theme = (slug: string, fr: string, newsCategory: string, slideOrders: number[]) => ({
      slug,
      name: { fr, en: fr },
      newsCategory,
      slideOrders,
    })
    const messages = (themes: unknown) =>
      themeListSchema.safeParse(themes).error?.issues.map((i) => i.message)
    expect(messages([theme('a', 'A', 'x', [1]), theme('b', 'B', 'y', [1])])).toEqual([
      'l’ordre de diapositive 1 est donné deux fois',
    ])
    expect(messages([theme('a', 'A', 'x', []), theme('b', 'A', 'y', [])])).toEqual([
      'le nom A est donné deux fois',
    ])
    expect(messages([theme('a', 'A', 'x', []), theme('b', 'B', 'x', [])])).toEqual([
      'la catégorie d’actualités x est donné deux fois',
    ])
  })

  it('finds the theme a slide presents by its order, and none for an order no theme names', async () => {
    const { themes } = await getSettings()
    expect(themeOfSlide(themes, 1)?.slug).toBe('acces-a-leau-potable')
    expect(themeOfSlide(themes, 0)?.slug).toBe('moderniser-le-cadre-de-vie')
    expect(themeOfSlide(themes, 9)).toBeNull()
    expect(themeOfSlide(themes, null)).toBeNull()
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
    ['/en/publication/rapport-annuel-2023', 'discover'],
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
