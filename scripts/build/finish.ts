import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { FRAME_AREAS, PAGE_AREAS, pageAreas, type DictionaryArea } from '../../src/i18n/areas'
import type Beasties from 'beasties'
import { LANGS, type Lang } from '../../src/i18n/languages'
import { createCriticalCssExtractor, inlineFirstScreenCss } from './critical-css'
import {
  buildHashOf,
  dropPreloads,
  findInlineScripts,
  inlineScriptsToData,
  markNotFoundDocument,
  routeDataFile,
} from './html-transforms'
import { documentMetaFirst } from './head-order'
import { headersFile } from './security-headers'
import { ROOT_REDIRECT_SCRIPT_FILE, rootPageHtml, rootRedirectScript } from './root-page'
import { NOT_FOUND_DATA_PATHS, NOT_FOUND_SOURCE_PATH } from './site-paths'
import { writeSitemap } from './sitemap'

const SITE_ORIGIN = () => (process.env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/+$/, '')

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * The chunks a page really needs before it is interactive: the entry, the page's own route chunk and the
 * dictionary areas of its language it shows, with everything they import statically. vite-react-ssg also
 * preloads every chunk they might import later (the other language, the schemas and sanitizer used only for
 * run-time fetches): those preloads are dropped, so slow connections download them only if and when they are
 * used.
 */
function neededFiles(manifest: Manifest, preloaded: readonly string[], lang: Lang | undefined): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const roots = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key)
  let areas: readonly DictionaryArea[] = FRAME_AREAS
  for (const file of preloaded) {
    const key = byFile.get(file)
    const page = key && /^src\/pages\/([^/]+)\/index\.tsx$/.exec(key)?.[1]
    if (!page) continue
    roots.push(key)
    if (page in PAGE_AREAS) areas = pageAreas(page as keyof typeof PAGE_AREAS)
  }
  if (lang) roots.push(...areas.map((area) => `src/i18n/dictionaries/${lang}/${area}.ts`))
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    manifest[key]!.imports?.forEach(visit)
  }
  roots.forEach(visit)
  return new Set(Array.from(seen, (key) => manifest[key]!.file))
}

/** The URL path of a prerendered page file: `fr/about.html` is `/fr/about`. */
function pagePathOf(out: string, file: string): string {
  return `/${path
    .relative(out, file)
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')}`
}

function langOfPage(out: string, file: string): Lang | undefined {
  const first = path
    .relative(out, file)
    .split(path.sep)[0]
    ?.replace(/\.html$/, '')
  return LANGS.find((lang) => lang === first)
}

async function rewritePage(out: string, file: string, manifest: Manifest, beasties: Beasties): Promise<void> {
  let html: string
  try {
    html = await readFile(file, 'utf8')
    const hash = buildHashOf(html)
    const dataPath = hash ? routeDataFile(pagePathOf(out, file), hash) : null
    const content = dataPath ? await readFile(path.join(out, dataPath), 'utf8').catch(() => null) : null
    html = inlineScriptsToData(html, dataPath && content !== null ? { path: dataPath, content } : undefined)
  } catch (error) {
    throw new Error(`${path.relative(out, file)}: ${error instanceof Error ? error.message : String(error)}`)
  }
  html = await inlineFirstScreenCss(html, beasties)
  const preloaded = Array.from(html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g), (m) => m[1]!)
  const needed = neededFiles(manifest, preloaded, langOfPage(out, file))
  html = dropPreloads(
    html,
    preloaded.filter((preload) => !needed.has(preload)),
  )
  // And preload what it needs but the prerenderer missed (the dictionary areas, loaded before hydration).
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1]
  const missing = [...needed].filter(
    (file) => file !== entry && !preloaded.includes(file) && file.endsWith('.js'),
  )
  html = html.replace(
    '</head>',
    `${missing.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
  )
  const inline = findInlineScripts(html)
  if (inline.length)
    throw new Error(`${path.relative(out, file)} still has inline scripts: ${inline.join(' | ')}`)
  await writeFile(file, documentMetaFirst(html))
}

function cmsAuthUrl(): string | undefined {
  return process.env.CMS_AUTH_URL?.trim() || undefined
}

/** Runs after prerendering: critical CSS, 404.html, the root page, inert boot data, the downloaded media. */
export async function finishBuild(outDir: string): Promise<void> {
  const out = path.resolve(outDir)
  const manifest = JSON.parse(await readFile(path.join(out, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const beasties = createCriticalCssExtractor(out)
  for await (const file of htmlFiles(out)) await rewritePage(out, file, manifest, beasties)

  const notFoundSource = path.join(out, `${NOT_FOUND_SOURCE_PATH.slice(1)}.html`)
  await writeFile(path.join(out, '404.html'), markNotFoundDocument(await readFile(notFoundSource, 'utf8')))
  // Their route data files stay: 404.html reads the one of the URL's language.
  for (const page of NOT_FOUND_DATA_PATHS) await rm(path.join(out, `${page.slice(1)}.html`), { force: true })

  await writeFile(path.join(out, 'index.html'), rootPageHtml())
  await writeFile(path.join(out, ROOT_REDIRECT_SCRIPT_FILE), rootRedirectScript())
  await writeSitemap(out, SITE_ORIGIN())
  await (await import('./rss')).writeRssFeeds(out)

  const media = path.resolve(process.env.MEDIA_DIR ?? '.cache/media')
  if (await exists(media)) {
    await mkdir(path.join(out, 'media'), { recursive: true })
    await cp(media, path.join(out, 'media'), { recursive: true })
  }

  // The CMS page: its own files, never referenced by the site's pages.
  const { writeAdmin } = await import('../cms/admin')
  await writeAdmin(out, { authUrl: cmsAuthUrl(), siteUrl: SITE_ORIGIN() })

  await writeFile(
    path.join(out, '_headers'),
    headersFile({ apiOrigin: process.env.VITE_PUBLIC_API_URL ?? '', cmsAuthUrl: cmsAuthUrl() }),
  )

  // Build manifests are for the prerenderer only; they would only reveal source file names.
  if (!process.env.KEEP_VITE_MANIFEST) await rm(path.join(out, '.vite'), { recursive: true, force: true })
}
