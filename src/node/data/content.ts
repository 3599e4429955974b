import { existsSync } from 'node:fs'
import { asciiSlug } from '../../shared/lib/ascii-slug'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import type { z } from 'zod'
import { LANGS, type Lang } from '../../shared/i18n/languages'
import { englishTypography, frenchTypography } from '../../shared/i18n/typography'
import { expandFacts } from '../../shared/lib/facts'
import {
  COLLECTIONS,
  FACT_NAMES,
  frontmatterSchemas,
  meaningOf,
  unknownFactNames,
  type Facts,
  settingsSchema,
  type Collection,
  type ContentEntry,
  type ContentHeading,
  type FrontmatterOf,
  type Settings,
} from '../../shared/schemas/content'
import { prepareMarkdownImages } from './markdown-images'
import { YAMLParseError } from 'yaml'
import { parseYamlFile, yamlLocator, type YamlLocator } from './yaml-lines'

/**
 * Build-only loader of `content/`: Markdown pages with zod-validated frontmatter, and the site settings.
 * It runs in Node while pages are prerendered and must never be imported by browser code (it reads files).
 * Every problem is reported with the file (relative to the repo root) and the field, so an editor's pull
 * request fails with a message they can act on.
 */

export type { Collection, ContentEntry, ContentHeading, Settings }

/** A content problem: its file, the line to change when there is one, and a message naming the field. */
export interface ContentProblem {
  /** Relative to the repo root when inside it (as GitHub names the files of a pull request). */
  file: string
  line?: number
  /** One line: `<file>: <field>: <what is expected>`. */
  text: string
}

function problem(file: string, message: string, line?: number): ContentProblem {
  return { file, line, text: `${file}: ${message}` }
}

function byText(a: ContentProblem, b: ContentProblem): number {
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0
}

/** One or more content problems; each line names the file and, where there is one, the field. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[]

  constructor(problems: ContentProblem | readonly ContentProblem[]) {
    const list = 'text' in problems ? [problems as ContentProblem] : (problems as readonly ContentProblem[])
    super(
      list.length === 1
        ? (list[0]?.text ?? '')
        : `${list.length} content problems:\n${list.map((p) => `- ${p.text}`).join('\n')}`,
    )
    this.name = 'ContentError'
    this.problems = list
  }
}

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'))
}

// Images named in frontmatter are served from the public folder of the repo.
function publicDir(): string {
  return path.join(process.cwd(), 'public')
}

/** The path shown in messages: relative to the repo root when inside it, absolute otherwise. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file)
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  return (inside ? relative : file).split(path.sep).join('/')
}

// ---------------------------------------------------------------------------------------------------------
// Messages from zod issues

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('')
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`
    case 'invalid_type':
      return issue.message.endsWith('received undefined')
        ? `is required (${issue.expected})`
        : issue.message.replace(/^Invalid input: /, '')
    default:
      return issue.message
  }
}

/** One problem per zod issue: `<file>: <label> "<field>": <what is wrong>`, on the field's line. */
function issueProblems(
  file: string,
  label: string,
  issues: readonly z.core.$ZodIssue[],
  locate: YamlLocator,
): ContentProblem[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = [...issue.path, key]
        return problem(
          file,
          `${label} "${fieldPath(field)}": unknown field (check its spelling)`,
          locate(field),
        )
      })
    }
    const where = issue.path.length > 0 ? `${label} "${fieldPath(issue.path)}"` : label
    return [problem(file, `${where}: ${describeIssue(issue)}`, locate(issue.path))]
  })
}

/** The reason and line of a YAML error; `lineOffset` maps the parsed text's lines to the file's. */
function yamlProblem(file: string, error: unknown, lineOffset: number): ContentProblem {
  if (error instanceof YAMLParseError) {
    const position = error.linePos?.[0]
    // Its message ends with the position and a copy of the line: both are said here in our own form.
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:$/, '') ?? error.message
    if (!position) return problem(file, `broken YAML: ${reason}`)
    const line = position.line + lineOffset
    return problem(file, `broken YAML at line ${line}, column ${position.col}: ${reason}`, line)
  }
  // gray-matter's parser, for the frontmatter of the Markdown pages.
  if (error instanceof Error && error.name === 'YAMLException') {
    const { reason, mark } = error as Error & { reason?: string; mark?: { line: number; column: number } }
    const line = mark ? mark.line + lineOffset : undefined
    const where = mark ? ` at line ${line}, column ${mark.column + 1}` : ''
    return problem(file, `broken YAML${where}: ${reason ?? error.message}`, line)
  }
  return problem(file, `broken YAML: ${error instanceof Error ? error.message : String(error)}`)
}

// ---------------------------------------------------------------------------------------------------------
// Markdown

const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze()
// remark-rehype drops raw HTML written in the Markdown (no allowDangerousHtml), so the output is safe as is.
const htmlRenderer = unified().use(remarkRehype).use(rehypeStringify).freeze()

type MarkdownTree = ReturnType<typeof markdownParser.parse>

/** The subset of a Markdown node this module reads and writes. */
interface MarkdownNode {
  type: string
  depth?: number
  value?: string
  children?: MarkdownNode[]
  data?: { hProperties?: Record<string, unknown> }
}

function plainText(node: MarkdownNode): string {
  if (typeof node.value === 'string') return node.value
  return (node.children ?? []).map(plainText).join('')
}

/** A heading's anchor, our ASCII rule rather than github-slugger's (docs/architecture.md#content-files). */
function slugify(value: string): string {
  return asciiSlug(value) || 'section'
}

/** Gives every heading a stable `id` (for anchors) and lists them. */
function addHeadingIds(tree: MarkdownNode): ContentHeading[] {
  const headings: ContentHeading[] = []
  const used = new Map<string, number>()
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'heading') {
      const text = plainText(node).trim()
      const base = slugify(text)
      const count = (used.get(base) ?? 0) + 1
      used.set(base, count)
      const id = count === 1 ? base : `${base}-${count}`
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      headings.push({ depth: node.depth ?? 1, text, id })
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return headings
}

/** The typography of the language on the text of the Markdown (not on code, link targets or image paths). */
function typesetText(node: MarkdownNode, typeset: (text: string) => string): void {
  if (node.type === 'text' && typeof node.value === 'string') node.value = typeset(node.value)
  node.children?.forEach((child) => typesetText(child, typeset))
}

function typographyOf(lang: Lang): (text: string) => string {
  return lang === 'fr' ? frenchTypography : englishTypography
}

/**
 * The language's typography on the frontmatter's text a visitor reads, walking the schema beside the value: a
 * field whose schema says `verbatim` (a path, a name, a date, a code) is left as written.
 */
function typesetFields<T>(
  value: T,
  schema: z.core.$ZodType | undefined,
  typeset: (text: string) => string = frenchTypography,
): T {
  if (schema && meaningOf(schema).verbatim) return value
  if (typeof value === 'string') return typeset(value) as T
  const def = schema && innerOf(schema)
  if (Array.isArray(value)) return value.map((item) => typesetFields(item, def?.element, typeset)) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, typesetFields(item, def?.shape?.[name], typeset)]),
    ) as T
  return value
}

/** A schema's definition through its optional and transform wrappers: its elements or its fields. */
function innerOf(schema: z.core.$ZodType): {
  element?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
} {
  const def = schema._zod.def as {
    type: string
    innerType?: z.core.$ZodType
    in?: z.core.$ZodType
    element?: z.core.$ZodType
    shape?: Record<string, z.core.$ZodType>
  }
  if (def.type === 'optional' && def.innerType) return innerOf(def.innerType)
  if (def.type === 'pipe' && def.in) return innerOf(def.in)
  return def
}

async function renderMarkdown(
  markdown: string,
  lang: Lang,
): Promise<{ html: string; headings: ContentHeading[] }> {
  const tree: MarkdownTree = markdownParser.parse(markdown)
  typesetText(tree, typographyOf(lang))
  const headings = addHeadingIds(tree)
  const hast = await htmlRenderer.run(tree)
  await prepareMarkdownImages(hast, publicDir())
  return { html: htmlRenderer.stringify(hast), headings }
}

// ---------------------------------------------------------------------------------------------------------
// Collections

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(fr|en)\.md$/

/** Fields that do not depend on the language (`shared` in their schema): both files of a page agree on them. */
export function sharedFields<C extends Collection>(collection: C): (keyof FrontmatterOf<C> & string)[] {
  const shape = frontmatterSchemas[collection].shape as Record<string, z.core.$ZodType>
  return Object.keys(shape).filter((name) => meaningOf(shape[name]!).shared) as (keyof FrontmatterOf<C> &
    string)[]
}

/** Whether a collection's pages need a body after their frontmatter (`body` in its schema). */
export function bodyRequired(collection: Collection): boolean {
  return meaningOf(frontmatterSchemas[collection]).body !== 'optional'
}

type Twins<C extends Collection> = Record<Lang, ContentEntry<C>>

interface LoadedCollection<C extends Collection> {
  slugs: string[]
  pages: Map<string, Twins<C>>
}

type Outcome<T> = { ok: true; value: T; locate: YamlLocator } | { ok: false; problems: ContentProblem[] }

async function loadPage<C extends Collection>(
  collection: C,
  slug: string,
  lang: Lang,
  file: string,
): Promise<Outcome<ContentEntry<C>>> {
  const name = shown(file)
  const raw = await readFile(file, 'utf8')
  if (!/^\uFEFF?---\r?\n/.test(raw)) {
    return {
      ok: false,
      problems: [problem(name, 'the file must start with a YAML frontmatter block between --- lines', 1)],
    }
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    // Passing options turns off gray-matter's cache, which would hide a YAML error on a second read.
    parsed = matter(raw, { excerpt: false })
  } catch (error) {
    return { ok: false, problems: [yamlProblem(name, error, 1)] }
  }

  // gray-matter's frontmatter text starts with the end of the opening --- line: its lines are the file's.
  const locate = yamlLocator(parsed.matter)
  const facts = await factsOfSettings()
  const result = frontmatterSchemas[collection].safeParse(withFacts(parsed.data, facts, lang))
  const problems = result.success ? [] : issueProblems(name, 'frontmatter field', result.error.issues, locate)
  for (const unknown of unknownFactNames(raw))
    problems.push(
      problem(name, `"{{fact:${unknown}}}" names no fact; the facts are ${FACT_NAMES.join(', ')}`),
    )
  if (result.success && !existsSync(path.join(publicDir(), result.data.image))) {
    problems.push(
      problem(
        name,
        `frontmatter field "image": public${result.data.image} does not exist`,
        locate(['image']),
      ),
    )
  }
  const { html, headings } = await renderMarkdown(withFacts(parsed.content, facts, lang), lang)
  if (bodyRequired(collection) && parsed.content.trim() === '') {
    problems.push(problem(name, 'the page has no text after its frontmatter'))
  }
  for (const heading of headings.filter((h) => h.depth === 1)) {
    problems.push(
      problem(name, `heading "${heading.text}" is a level-1 heading; use ## (the page title is the h1)`),
    )
  }
  if (!result.success || problems.length > 0) return { ok: false, problems }
  // The schemas map is indexed by C, but TypeScript cannot narrow the parsed union back to C.
  const data = typesetFields(
    result.data,
    frontmatterSchemas[collection],
    typographyOf(lang),
  ) as FrontmatterOf<C>
  return { ok: true, value: { collection, slug, lang, data, html, headings }, locate }
}

function twinProblems<C extends Collection>(
  collection: C,
  folder: string,
  twins: Twins<C>,
  locateEnglish: YamlLocator,
): ContentProblem[] {
  const fr = twins.fr.data
  const en = twins.en.data
  return sharedFields(collection)
    .filter((field) => fr[field] !== en[field])
    .map((field) =>
      problem(
        shown(path.join(folder, `${twins.en.slug}.en.md`)),
        `frontmatter field "${String(field)}": must be the same as in ${twins.en.slug}.fr.md ` +
          `(${JSON.stringify(fr[field])}), found ${JSON.stringify(en[field])}`,
        locateEnglish([field]),
      ),
    )
}

function sortSlugs<C extends Collection>(collection: C, pages: Map<string, Twins<C>>): string[] {
  const slugs = [...pages.keys()].sort()
  const french = (slug: string): Record<string, unknown> => pages.get(slug)?.fr.data ?? {}
  switch (collection) {
    case 'news':
      return slugs.sort((a, b) => Number(a) - Number(b))
    case 'themes':
      return slugs.sort((a, b) => Number(french(a).order) - Number(french(b).order))
    case 'publications':
      // Newest first; the sort is stable, so slugs of the same day stay in alphabetical order.
      return slugs.sort((a, b) => String(french(b).date).localeCompare(String(french(a).date)))
    default:
      return slugs
  }
}

async function loadCollection<C extends Collection>(collection: C): Promise<LoadedCollection<C>> {
  const folder = path.join(contentDir(), collection)
  let names: string[]
  try {
    names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
  } catch {
    throw new ContentError(problem(`${shown(folder)}/`, 'the folder is missing'))
  }

  const problems: ContentProblem[] = []
  const files = new Map<string, Partial<Record<Lang, string>>>()
  for (const name of names.sort()) {
    const match = FILE_NAME.exec(name)
    const slug = match?.[1]
    const lang = match?.[2] as Lang | undefined
    if (!slug || !lang) {
      problems.push(
        problem(
          shown(path.join(folder, name)),
          'unexpected name; pages are named <slug>.fr.md and <slug>.en.md ' +
            '(slug in lowercase letters, digits and hyphens)',
        ),
      )
      continue
    }
    if (collection === 'news' && !/^[1-9]\d*$/.test(slug)) {
      problems.push(
        problem(shown(path.join(folder, name)), 'news files are named by their number, like 1.fr.md'),
      )
      continue
    }
    files.set(slug, { ...files.get(slug), [lang]: path.join(folder, name) })
  }

  const pages = new Map<string, Twins<C>>()
  await Promise.all(
    [...files].map(async ([slug, found]) => {
      const loaded: Partial<Twins<C>> = {}
      let locateEnglish: YamlLocator = () => undefined
      for (const lang of LANGS) {
        const file = found[lang]
        if (!file) {
          const twin = LANGS.map((other) => found[other]).find(Boolean) ?? ''
          problems.push(
            problem(
              shown(path.join(folder, `${slug}.${lang}.md`)),
              `missing; every page exists in French and English (found ${shown(twin)})`,
            ),
          )
          continue
        }
        const outcome = await loadPage(collection, slug, lang, file)
        if (outcome.ok) {
          loaded[lang] = outcome.value
          if (lang === 'en') locateEnglish = outcome.locate
        } else problems.push(...outcome.problems)
      }
      if (loaded.fr && loaded.en) {
        const twins = { fr: loaded.fr, en: loaded.en }
        problems.push(...twinProblems(collection, folder, twins, locateEnglish))
        pages.set(slug, twins)
      }
    }),
  )

  if (problems.length > 0) throw new ContentError(problems.sort(byText))
  return { slugs: sortSlugs(collection, pages), pages }
}

/** The size in bytes of a file of the public folder, named by its site path (/documents/statuts-ahb.pdf). */
export async function publicFileSize(sitePath: string): Promise<number> {
  return (await stat(path.join(publicDir(), sitePath))).size
}

/** The settings' facts, or null when the settings are broken (their own problems say why). */
async function factsOfSettings(): Promise<Facts | null> {
  return getSettings().then(
    (settings) => settings.facts,
    () => null,
  )
}

/** Every text of a page (its Markdown, its frontmatter's strings) with its facts written out. */
function withFacts<T>(value: T, facts: Facts | null, lang: Lang): T {
  if (!facts) return value
  if (typeof value === 'string') return expandFacts(value, facts, lang) as T
  if (Array.isArray(value)) return value.map((item) => withFacts(item, facts, lang)) as T
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFacts(item, facts, lang)]),
    ) as T
  return value
}

async function loadSettings(): Promise<Settings> {
  const file = path.join(contentDir(), 'settings.yaml')
  const name = shown(file)
  let raw: string
  try {
    raw = await readFile(file, 'utf8')
  } catch {
    throw new ContentError(problem(name, 'the file is missing'))
  }
  let yaml: ReturnType<typeof parseYamlFile>
  try {
    yaml = parseYamlFile(raw.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new ContentError(yamlProblem(name, error, 0))
  }
  const result = settingsSchema.safeParse(yaml.data)
  if (!result.success) throw new ContentError(issueProblems(name, 'field', result.error.issues, yaml.locate))
  const missing = result.data.documents.flatMap(({ files }, index) =>
    Object.entries(files).flatMap(([lang, file]) =>
      file && !existsSync(path.join(publicDir(), file))
        ? [
            problem(
              name,
              `field "documents[${index}].files.${lang}": public${file} does not exist`,
              yaml.locate(['documents', index, 'files', lang]),
            ),
          ]
        : [],
    ),
  )
  for (const unknown of unknownFactNames(raw))
    missing.push(problem(name, `"{{fact:${unknown}}}" names no fact; the facts are ${FACT_NAMES.join(', ')}`))
  if (missing.length > 0) throw new ContentError(missing)
  // Its French (every `fr` text or list) gets French typography, its English English typography, as the
  // pages' texts do.
  return typesetParts(result.data, settingsSchema)
}

function typesetParts<T>(value: T, schema: z.core.$ZodType | undefined): T {
  const def = schema && innerOf(schema)
  if (Array.isArray(value)) return value.map((item) => typesetParts(item, def?.element)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const field = def?.shape?.[key]
      if (key === 'fr') return [key, typesetFields(item, field)]
      if (key === 'en') return [key, typesetFields(item, field, englishTypography)]
      return [key, typesetParts(item, field)]
    }),
  ) as T
}

// ---------------------------------------------------------------------------------------------------------
// Public API, cached per process and per content folder

const cache = new Map<string, Promise<unknown>>()

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const fullKey = `${contentDir()}\u0000${key}`
  const hit = cache.get(fullKey)
  if (hit) return hit as Promise<T>
  const promise = load()
  cache.set(fullKey, promise)
  // A failed load is not kept, so a fixed file is read again on the next call.
  promise.catch(() => cache.delete(fullKey))
  return promise
}

function collectionOf<C extends Collection>(collection: C): Promise<LoadedCollection<C>> {
  return cached(collection, () => loadCollection(collection))
}

/** Slugs of a collection: news by number, themes by `order`, publications newest first, others by name. */
export async function listSlugs(collection: Collection): Promise<string[]> {
  return [...(await collectionOf(collection)).slugs]
}

/** One page in one language, or null when the slug does not exist. */
export async function getEntry<C extends Collection>(
  collection: C,
  slug: string,
  lang: Lang,
): Promise<ContentEntry<C> | null> {
  return (await collectionOf(collection)).pages.get(slug)?.[lang] ?? null
}

/** Every page of a collection in one language, in `listSlugs` order. */
export async function listEntries<C extends Collection>(
  collection: C,
  lang: Lang,
): Promise<ContentEntry<C>[]> {
  const { slugs, pages } = await collectionOf(collection)
  return slugs.flatMap((slug) => {
    const entry = pages.get(slug)?.[lang]
    return entry ? [entry] : []
  })
}

export async function getSettings(): Promise<Settings> {
  return cached('settings.yaml', loadSettings)
}

/** Loads everything and throws one ContentError listing every problem (the build runs this first). */
export async function validateAllContent(): Promise<void> {
  const results = await Promise.allSettled([...COLLECTIONS.map((c) => collectionOf(c)), getSettings()])
  const problems: ContentProblem[] = []
  for (const result of results) {
    if (result.status === 'fulfilled') continue
    if (!(result.reason instanceof ContentError)) throw result.reason
    problems.push(...result.reason.problems)
  }
  if (problems.length > 0) throw new ContentError(problems)
}
