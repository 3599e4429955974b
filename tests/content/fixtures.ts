import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach } from 'vitest'
import type { Collection } from '../../src/shared/schemas/content'

/** Frontmatter that passes validation, per collection (images exist in the repo's public folder). */
export const VALID_FRONTMATTER: Record<Collection, string> = {
  themes: [
    'title: Accès à l’eau',
    'description: Des forages pour les villages.',
    'image: /images/pages/theme-eau.svg',
    'icon: Droplets',
    'gradient: from-sky-500 to-blue-700',
    'order: 1',
  ].join('\n'),
  projects: [
    'title: Forages du Nord',
    'description: Quarante forages dans la Donga.',
    'image: /images/pages/projet-forages.svg',
    'icon: Droplets',
    "color: '#0e7490'",
  ].join('\n'),
  news: [
    'title: Six forages à Djougou',
    'description: Six villages ont inauguré leurs forages.',
    'image: /images/pages/news-forages-djougou.svg',
    'date: 2025-03-22',
  ].join('\n'),
  info: [
    'title: Notre vision',
    'description: Un Bénin où chaque famille boit une eau sûre.',
    'image: /images/pages/info-vision.svg',
    'icon: HeartHandshake',
    'gradient: from-sky-500 to-indigo-700',
  ].join('\n'),
  publications: [
    'title: Rapport d’impact',
    'category: Rapport',
    'description: Nos résultats de l’année.',
    'image: /images/pages/publication-impact.svg',
    'date: 2025-04-15',
    'sections:',
    '  - title: Eau potable',
    '    icon: Droplets',
    '    items:',
    '      - title: Onze forages',
    '        subItems: [5 500 personnes desservies]',
    '      - title: Quatorze pompes réhabilitées',
    '        icon: Zap',
  ].join('\n'),
}

export const BODY = '## Une partie\n\nUn paragraphe.\n'

export function page(frontmatter: string, body = BODY): string {
  return `---\n${frontmatter}\n---\n\n${body}`
}

/** The same valid page in both languages, keyed by path inside the content folder. */
export function twins(collection: Collection, slug: string, frontmatter = VALID_FRONTMATTER[collection]) {
  return {
    [`${collection}/${slug}.fr.md`]: page(frontmatter),
    [`${collection}/${slug}.en.md`]: page(frontmatter),
  }
}

/** A full valid content folder: one page per collection plus the real settings file. */
export async function validContentFiles(): Promise<Record<string, string>> {
  const settings = await readFile(path.join(process.cwd(), 'content', 'settings.yaml'), 'utf8')
  return {
    ...twins('themes', 'acces-a-leau-potable'),
    ...twins('projects', 'projets-acces-eau'),
    ...twins('news', '1'),
    ...twins('info', 'notre-vision'),
    ...twins('publications', 'rapport-impact-2024'),
    'settings.yaml': settings,
  }
}

const created: string[] = []

/** Writes `files` into a new temporary `<tmp>/content` folder and returns its path. */
export async function writeContentDir(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'ahb-content-'))
  created.push(root)
  const dir = path.join(root, 'content')
  await mkdir(dir)
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  return dir
}

export async function removeContentDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((root) => rm(root, { recursive: true, force: true })))
}

/**
 * For a test file whose tests point CONTENT_DIR at folders of their own (useContent): puts the variable back
 * after each test and removes the folders at the end.
 */
export function restoreContentDirAfterEach(): void {
  const saved = process.env.CONTENT_DIR
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = saved
  })
  afterAll(removeContentDirs)
}

/** Writes `files` into a new content folder and points CONTENT_DIR at it; returns its path. */
export async function useContent(files: Record<string, string>): Promise<string> {
  const dir = await writeContentDir(files)
  process.env.CONTENT_DIR = dir
  return dir
}

/** The rejection of `promise`, failing the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Error) return error
    throw new Error(`rejected with a non-Error: ${String(error)}`)
  }
  throw new Error('expected a rejection, but the promise resolved')
}
