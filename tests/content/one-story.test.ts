import { beforeAll, describe, expect, it } from 'vitest'
import { ARTICLES } from '../../server/seed/articles'
import { CATEGORIES } from '../../server/seed/categories'
import { EVENTS } from '../../server/seed/events'
import { FOCUS_ITEMS } from '../../server/seed/focus-items'
import { ODD_SECTIONS } from '../../server/seed/odd-sections'
import { SLIDES } from '../../server/seed/slides'
import { STRATEGIES } from '../../server/seed/strategies'
import { TEAM } from '../../server/seed/team'
import { PARTNERS } from '../../server/seed/partners'
import { ABOUT_PAGE } from '../../server/seed/pages/about'
import { MISSION_PAGE } from '../../server/seed/pages/mission'
import { PROJECTS } from '../../server/seed/projects'
import { getEntry, getSettings, listEntries, type Settings } from '../../src/node/data/content'
import { englishTypography, frenchTypography } from '../../src/shared/i18n/typography'
import { loadDictionary, translate } from '../../src/shared/i18n/translate'
import { toDonateData } from '../../src/pages/Donate/donate-data'

// docs/behaviour.md#themes: one list of themes, one title per project, one figure per count, on every page
// of the sample content and in the reference back-end's.

let settings: Settings

beforeAll(async () => {
  delete process.env.CONTENT_DIR
  settings = await getSettings()
})

const LANGS = ['fr', 'en'] as const
const typeset = (text: string, lang: 'fr' | 'en') =>
  lang === 'fr' ? frenchTypography(text) : englishTypography(text)

describe('one story across the sample content', () => {
  it('every theme of the menu is a news category of the back-end by the same name', () => {
    for (const theme of settings.themes) {
      const category = CATEGORIES.find((candidate) => candidate.slug === theme.newsCategory)
      expect(category, theme.slug).toBeDefined()
      for (const lang of LANGS)
        expect(typeset(category![lang], lang), `${theme.slug} (${lang})`).toBe(theme.name[lang])
    }
  })

  it('every theme page bears its theme’s name', async () => {
    for (const theme of settings.themes)
      for (const lang of LANGS)
        expect((await getEntry('themes', theme.slug, lang))?.data.title).toBe(theme.name[lang])
  })

  it('About’s axes, the mission’s pillars and the home page’s strategies are the themes, in their order', () => {
    type Titled = { title: { fr: string; en: string } }[]
    const lists = {
      axes: ABOUT_PAGE.strategy_axes as unknown as Titled,
      pillars: MISSION_PAGE.pillars_items as unknown as Titled,
      strategies: STRATEGIES,
    }
    for (const [name, items] of Object.entries(lists))
      for (const lang of LANGS)
        expect(
          items.map((item) => typeset(item.title[lang], lang)),
          `${name} (${lang})`,
        ).toEqual(settings.themes.map((theme) => theme.name[lang]))
  })

  it('every project card of the home page bears the title of the page it opens, built-in ones too', async () => {
    for (const project of PROJECTS) {
      const slug = /^\/projet\/([a-z0-9-]+)$/.exec(project.link)?.[1]
      expect(slug, project.link).toBeDefined()
      for (const lang of LANGS)
        expect(typeset(project.title[lang], lang), `${slug} (${lang})`).toBe(
          (await getEntry('projects', slug!, lang))?.data.title,
        )
    }
    for (const lang of LANGS) {
      const dictionary = await loadDictionary(lang)
      const titles = (['water', 'health', 'social'] as const).map((key) =>
        translate(dictionary, `home.projects.fallback.${key}.title`),
      )
      const pages = (await listEntries('projects', lang)).map((page) => page.data.title)
      for (const title of titles) expect(pages, title).toContain(title)
    }
  })

  it('the donation page’s project and partner figures are the counts of what the site lists', async () => {
    for (const lang of LANGS) {
      const projects = (await listEntries('projects', lang)).length
      const data = toDonateData(settings, lang, {
        projects,
        partners: PARTNERS.length,
        documents: settings.documents.length,
      })
      const figure = (label: string) => data.figures.find((tile) => tile.label === label)?.value
      expect(figure(lang === 'fr' ? 'Projets en cours' : 'Current projects')).toBe(String(projects))
      expect(figure(lang === 'fr' ? 'Partenaires' : 'Partners')).toBe(String(PARTNERS.length))
      expect(data.fundedProjects).toBe(String(projects))
    }
  })

  it('a figure of a count the build could not make is left out, never shown wrong', () => {
    const data = toDonateData(settings, 'fr', { projects: 3, documents: 4 })
    expect(data.figures.map((tile) => tile.label)).not.toContain('Partenaires')
    expect(data.figures.map((tile) => tile.label)).toContain('Projets en cours')
  })

  it('no figure of the donation page that the build can count is typed by hand', () => {
    const countable = /projet|partenaire|document/i
    for (const tile of settings.keyFigures.tiles)
      if (countable.test(tile.label.fr))
        expect(String(tile.value), tile.label.fr).toMatch(/^\{\{count:\w+\}\}$/)
    expect(String(settings.keyFigures.fundedProjects)).toMatch(/^\{\{count:\w+\}\}$/)
  })

  it('a publication whose slug names a year is titled with that year', async () => {
    for (const lang of LANGS)
      for (const page of await listEntries('publications', lang)) {
        const slugYear = /\b(20\d\d)\b/.exec(page.slug)?.[1]
        const titleYear = /\b(20\d\d)\b/.exec(page.data.title)?.[1]
        if (slugYear) expect(titleYear, `${page.slug}: ${page.data.title}`).toBe(slugYear)
      }
  })

  it('the English sample keeps one deliberate example of each French fallback, no more', () => {
    // docs/behaviour.md#languages: an English page shows a French text marked lang="fr" when the back-end has
    // no English. One article, one event and one biography show it; every other sample text is translated.
    const untranslated = (value: unknown, path: string): string[] => {
      if (value === null || typeof value !== 'object') return []
      const record = value as Record<string, unknown>
      if (typeof record.fr === 'string' && 'en' in record) return String(record.en ?? '').trim() ? [] : [path]
      // An image per language (an ODD panel's) is not a text.
      return Object.entries(record).flatMap(([key, item]) =>
        /image/i.test(key) ? [] : untranslated(item, `${path}.${key}`),
      )
    }
    const found = untranslated(
      {
        slides: SLIDES,
        events: EVENTS,
        team: TEAM,
        focus: FOCUS_ITEMS,
        odd: ODD_SECTIONS,
        strategies: STRATEGIES,
        projects: PROJECTS,
        categories: CATEGORIES,
        about: ABOUT_PAGE,
      },
      '',
    )
    expect(found.map((path) => path.replace(/\.\d+\./, '[].'))).toEqual([
      '.events[].title',
      '.events[].description',
      '.team[].bio',
    ])
    expect(ARTICLES.filter((article) => !article.en)).toHaveLength(1)
  })
})
