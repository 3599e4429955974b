import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ARTICLES } from '../../server/seed/articles'
import { EVENTS } from '../../server/seed/events'
import { FOCUS_ITEMS } from '../../server/seed/focus-items'
import { ODD_SECTIONS } from '../../server/seed/odd-sections'
import { ABOUT_PAGE } from '../../server/seed/pages/about'
import { HISTORY_PAGE } from '../../server/seed/pages/history'
import { MISSION_PAGE } from '../../server/seed/pages/mission'
import { PARTNERS } from '../../server/seed/partners'
import { PROJECTS } from '../../server/seed/projects'
import { SLIDES } from '../../server/seed/slides'
import { STRATEGIES } from '../../server/seed/strategies'
import { TEAM } from '../../server/seed/team'
import { getEntry, getSettings, listEntries, type Settings } from '../../src/node/data/content'
import { formatFact } from '../../src/shared/lib/facts'
import type { Facts } from '../../src/shared/schemas/content'
import { contradictions, factClaims } from './fact-claims'

// docs/editing.md#les-chiffres-de-lassociation: the organisation's figures live once, in content/settings.yaml.

let settings: Settings

beforeAll(async () => {
  delete process.env.CONTENT_DIR
  settings = await getSettings()
})

async function markdownFiles(folder = 'content'): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(folder, entry.name)
      return entry.isDirectory() ? markdownFiles(file) : entry.name.endsWith('.md') ? [file] : []
    }),
  )
  return nested.flat().sort()
}

/**
 * Every text of a sample record, one per line; a figure with its label (`{ value: '85 000', label: { fr:
 * 'bénéficiaires' } }`) reads as the figure followed by the label, as the page shows it.
 */
function sampleTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(sampleTexts)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const labelled =
    typeof record.value === 'string' && record.label && typeof record.label === 'object'
      ? Object.values(record.label as Record<string, string>).map(
          (label) => `${String(record.value)} ${label}`,
        )
      : []
  return [...labelled, ...Object.values(record).flatMap(sampleTexts)]
}

const SAMPLE = {
  history: HISTORY_PAGE,
  about: ABOUT_PAGE,
  mission: MISSION_PAGE,
  team: TEAM,
  projects: PROJECTS,
  articles: ARTICLES,
  events: EVENTS,
  focus: FOCUS_ITEMS,
  odd: ODD_SECTIONS,
  slides: SLIDES,
  strategies: STRATEGIES,
}

const withValue = (facts: Facts, name: keyof Facts, value: number): Facts => ({
  ...facts,
  [name]: { ...facts[name], value },
})

describe('one set of facts', () => {
  it('no Markdown page of content/ states a key figure other than the settings', async () => {
    const files = await markdownFiles()
    expect(files.length).toBeGreaterThan(30)
    const found = await Promise.all(
      files.map(async (file) => ({
        file,
        wrong: contradictions(await readFile(file, 'utf8'), settings.facts),
      })),
    )
    expect(found.filter(({ wrong }) => wrong.length > 0)).toEqual([])
  })

  it('no sample text of the reference back-end states a key figure other than the settings', () => {
    for (const [name, records] of Object.entries(SAMPLE)) {
      const text = sampleTexts(records).join('\n')
      expect(contradictions(text, settings.facts), name).toEqual([])
    }
  })

  it('the sample texts do state the facts, so the check above reads them', () => {
    const text = sampleTexts(Object.values(SAMPLE)).join('\n')
    const stated = new Set(factClaims(text).map((claim) => claim.fact))
    expect([...stated].sort()).toEqual(
      [
        'founded',
        'boreholes',
        'healthWorkersTrained',
        'peopleServed',
        'targetHealthWorkers',
        'targetPeople',
        'targetYear',
      ].sort(),
    )
  })

  it('no page or sample text states a count of projects or partners other than what the site lists', async () => {
    // The counted figures (docs/editing.md#les-chiffres-de-lassociation): the projects page's projects and
    // the home page's partners. A text states them as a number before the words.
    const counts = { projects: (await listEntries('projects', 'fr')).length, partners: PARTNERS.length }
    const claims = () =>
      /\b(\d+) (?:\*\*)?(projets?(?: actifs| en cours)?|partenaires|(?:active |current )?projects|(?:technical and financial )?partners)\b/gi
    const texts = [
      ...(await Promise.all((await markdownFiles()).map((file) => readFile(file, 'utf8')))),
      ...sampleTexts(Object.values(SAMPLE)),
    ]
    const wrong = texts.flatMap((text) =>
      Array.from(text.matchAll(claims())).flatMap(([whole, figure, words]) => {
        const expected = /^(?:projets?|.*projects)/i.test(words!) ? counts.projects : counts.partners
        return Number(figure) === expected ? [] : [whole]
      }),
    )
    expect(wrong).toEqual([])
    expect(claims().test('23 partenaires') && claims().test('10 active projects')).toBe(true)
  })

  it('finds a figure that differs from the settings, in French and in English', () => {
    const planted: [keyof Facts, string][] = [
      ['founded', "Lorsque nous avons fondé l'Association Humanitaire du Bénin en 2012, nous étions dix."],
      ['founded', 'Since 2012, AHB has built 1,240 household latrines.'],
      ['founded', 'The association AHB was officially registered the following year, in 2012.'],
      ['healthWorkersTrained', "Depuis 2010, l'AHB a formé **320 relais communautaires** dans le Borgou."],
      [
        'healthWorkersTrained',
        '- **120 community health workers** trained, who support thousands of families.',
      ],
      ['healthWorkersTrained', '120 relais formés'],
      ['healthWorkersTrained', '120 trained health workers'],
      ['peopleServed', '90 000 bénéficiaires'],
      ['boreholes', 'Since 2010, AHB has drilled **38 boreholes fitted with pumps**.'],
      ['boreholes', '38 forages'],
      ['targetPeople', "D'ici 2026, mettre l'eau potable à la portée de 25 000 personnes supplémentaires."],
      ['targetPeople', 'Supply safe water to 60,000 more people by 2026.'],
      ['targetPeople', 'to bring lasting change to the lives of 60,000 people'],
      ['targetHealthWorkers', 'Former 300 relais communautaires et équiper 20 centres de santé d’ici 2026.'],
      ['communes', 'dans 12 communes du Bénin'],
      ['targetYear', "L'objectif 2027 est à notre portée"],
      ['resources2023', "Les ressources de l'exercice 2023 s'élevaient à 348 000 000 FCFA."],
      ['resources2024', 'Total income for 2024: 900,000,000 FCFA'],
    ]
    for (const [fact, sentence] of planted) {
      expect(
        [...new Set(contradictions(sentence, settings.facts).map((claim) => claim.fact))],
        sentence,
      ).toEqual([fact])
      // The same sentence agrees once the settings say what it says.
      const stated = factClaims(sentence).find((claim) => claim.fact === fact)?.stated ?? -1
      expect(contradictions(sentence, withValue(settings.facts, fact, stated)), sentence).toEqual([])
    }
  })

  it('a Markdown page names a fact and shows the settings’ value, in the grouping of its language', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const letter = await getEntry('info', 'le-president', lang)
      expect(letter?.html).not.toContain('{{fact')
      expect(letter?.html).toContain(
        `${lang === 'fr' ? 'en' : 'in'} ${formatFact(settings.facts, 'founded', lang)}`,
      )
      expect(letter?.html).toContain(formatFact(settings.facts, 'targetPeople', lang))
    }
    expect(formatFact(settings.facts, 'targetPeople', 'fr')).toBe('100\u202f000')
    expect(formatFact(settings.facts, 'targetPeople', 'en')).toBe('100,000')
    expect(formatFact(settings.facts, 'founded', 'fr')).toBe('2010')
  })
})
