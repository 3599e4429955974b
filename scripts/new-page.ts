/**
 * `npm run new:page -- <Name> <segment>` (docs/how-to.md#add-a-page): a working page in both languages at
 * `/{lang}/<segment>`. It writes the page's folder (src/pages/<Name>/page.ts, its declaration, and index.tsx,
 * its screen), its texts in both dictionaries (the `pages` area) and a test (tests/unit/page-<segment>.test.ts);
 * the route table, the prerender list, the sitemap and the dictionary areas follow from the declaration.
 * `--root <dir>` writes into another checkout (its tests). Bad input is refused before anything is written.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { LANGS } from '../src/shared/i18n/languages'
import { readPages } from './build/pages'

export interface NewPage {
  /** The folder's name, PascalCase: `Rapports`. */
  name: string
  /** The path under the language prefix, lowercase ASCII words joined by dashes: `rapports-terrain`. */
  segment: string
  /** The checkout to write into (its src/ and tests/). */
  root: string
}

/** The files of a new page, by path from the root; `append` entries are added to the end of a dictionary. */
export interface PagePlan {
  create: Record<string, string>
  append: Record<string, string>
}

const NAME = /^[A-Z][A-Za-z0-9]*$/
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DICTIONARY = (lang: string) => path.posix.join('src/shared/i18n/dictionaries', lang, 'pages.ts')

/** `RapportsTerrain` → `rapportsTerrain` (the id of its texts), `Rapports terrain` (its first title). */
const idOf = (name: string) => name[0]!.toLowerCase() + name.slice(1)
const titleOf = (name: string) =>
  name.replace(/(?<=[a-z0-9])([A-Z])/g, (letter) => ` ${letter.toLowerCase()}`)
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** Checks the input against the pages and texts that exist; an Error says what is wrong. */
export async function planNewPage({ name, segment, root }: NewPage): Promise<PagePlan> {
  if (!NAME.test(name ?? ''))
    throw new Error(
      `The page's name must be a PascalCase word of ASCII letters and digits (like Rapports), not "${name ?? ''}".`,
    )
  if (!SEGMENT.test(segment ?? ''))
    throw new Error(
      `The segment must be lowercase ASCII letters and digits, words joined by single dashes (like rapports-terrain), not "${segment ?? ''}".`,
    )
  const pagesDir = path.join(root, 'src/pages')
  if (existsSync(path.join(pagesDir, name)))
    throw new Error(`src/pages/${name} exists already: choose another name.`)
  // A language prefix or the 404 page's name would be read as something else (docs/behaviour.md#routes).
  if ([...LANGS, '404'].includes(segment)) throw new Error(`The segment "${segment}" is reserved.`)
  const taken = (await readPages(pagesDir)).find((page) =>
    [page.path, ...(page.aliases ?? [])].some((pattern) => pattern.split('/')[0] === segment),
  )
  if (taken) throw new Error(`The segment "${segment}" is the path of src/pages/${taken.name} already.`)
  const id = idOf(name)
  const testFile = `tests/unit/page-${segment}.test.ts`
  if (existsSync(path.join(root, testFile))) throw new Error(`${testFile} exists already.`)
  for (const lang of ['fr', 'en']) {
    const file = path.join(root, DICTIONARY(lang))
    const text = readFileSync(file, 'utf8')
    if (text.includes(`'page.${id}.`) || text.includes(`'${id}.`))
      throw new Error(`${DICTIONARY(lang)} has texts of "${id}" already: choose another name.`)
  }
  const title = titleOf(name)
  const texts = {
    fr: {
      [`page.${id}.title`]: title,
      [`page.${id}.subtitle`]: 'Cette page est en cours de rédaction.',
      [`page.${id}.description`]: `${title} : une page de l'AHB en cours de rédaction.`,
      [`${id}.intro`]: 'Son contenu sera publié ici prochainement.',
    },
    en: {
      [`page.${id}.title`]: title,
      [`page.${id}.subtitle`]: 'This page is being written.',
      [`page.${id}.description`]: `${title}: a page of AHB being written.`,
      [`${id}.intro`]: 'Its content will be published here soon.',
    },
  }
  const entries = (lang: 'fr' | 'en') =>
    Object.entries(texts[lang])
      .map(([key, text]) => `  ${quoted(key)}: ${quoted(text)},\n`)
      .join('')
  return {
    create: {
      [`src/pages/${name}/page.ts`]: `/** The ${title} page (docs/how-to.md#add-a-page): its path and what it shows besides the frame. */
export const path = '${segment}'
export const areas = ['pages'] as const
export const search = 'pages'
`,
      [`src/pages/${name}/index.tsx`]: `import { PageFrame } from '../../shared/components/PageFrame'
import { useI18n } from '../../shared/i18n/I18nProvider'

/** The ${title} page: its title, subtitle and description are \`page.${id}.*\` of the \`pages\` texts. */
export function Component() {
  const { t } = useI18n()
  return (
    <PageFrame id="${id}">
      <div className="container max-w-3xl py-12">
        <p className="text-lg text-slate-700">{t('${id}.intro')}</p>
      </div>
    </PageFrame>
  )
}
`,
      [testFile]: `import { describe, expect, it } from 'vitest'
import { readPages } from '../../scripts/build/pages'
import { sitePaths } from '../../scripts/build/site-paths'
import { loadRoute } from '../../scripts/build/prerender/render-route'
import { LANGS } from '../../src/shared/i18n/languages'
import { localizePath } from '../../src/shared/i18n/paths'
import { loadDictionary, translate } from '../../src/shared/i18n/translate'
import { routes } from '../../src/node/routes'

describe('the ${title} page', () => {
  it('is prerendered in both languages', async () => {
    const paths = await sitePaths(await readPages(), { snapshot: async () => null, slugs: async () => [] })
    expect(paths).toEqual(expect.arrayContaining(LANGS.map((lang) => localizePath('/${segment}', lang))))
  })

  it.each(LANGS)('renders in %s with its language and its title as the h1', async (lang) => {
    const dictionary = await loadDictionary(lang)
    const page = await (await loadRoute(async () => ({ routes, base: '/' }), localizePath('/${segment}', lang))).render()
    expect(page.htmlAttributes).toContain(\`lang="\${lang}"\`)
    expect(page.appHtml).toMatch(new RegExp(\`<h1[^>]*>\${translate(dictionary, 'page.${id}.title')}</h1>\`))
  })
})
`,
    },
    append: { [DICTIONARY('fr')]: entries('fr'), [DICTIONARY('en')]: entries('en') },
  }
}

/** Writes a plan: new files, and the texts added at the end of each dictionary's object, formatted as `npm run lint` asks. */
export async function writePlan(root: string, plan: PagePlan): Promise<string[]> {
  const formatted = async (file: string, text: string) =>
    format(text, { ...(await resolveConfig(path.join(root, file))), filepath: path.join(root, file) })
  const texts: Record<string, string> = {}
  for (const [file, text] of Object.entries(plan.create)) texts[file] = await formatted(file, text)
  for (const [file, lines] of Object.entries(plan.append)) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const end = text.lastIndexOf('\n}')
    if (end === -1) throw new Error(`${file}: no end of its object found.`)
    texts[file] = await formatted(file, `${text.slice(0, end + 1)}${lines}${text.slice(end + 1)}`)
  }
  for (const file of Object.keys(plan.create)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), texts[file]!, { flag: 'wx' })
  }
  for (const file of Object.keys(plan.append)) writeFileSync(path.join(root, file), texts[file]!)
  return Object.keys(texts)
}

async function main(args: string[]): Promise<void> {
  const at = args.indexOf('--root')
  const root = at === -1 ? process.cwd() : path.resolve(args[at + 1] ?? '.')
  const [name, segment] = args.filter((_, index) => at === -1 || (index !== at && index !== at + 1))
  try {
    const written = await writePlan(root, await planNewPage({ name: name!, segment: segment!, root }))
    console.log(
      `New page /fr/${segment} and /en/${segment}:\n${written.map((file) => `  ${file}`).join('\n')}`,
    )
    console.log(
      'Edit its texts in both dictionaries, then `npm run build` prerenders it (docs/how-to.md#add-a-page).',
    )
  } catch (error) {
    console.error(`new:page: ${error instanceof Error ? error.message : String(error)}`)
    console.error(
      'Usage: npm run new:page -- <Name> <segment>   (e.g. npm run new:page -- Rapports rapports-terrain)',
    )
    process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2))
