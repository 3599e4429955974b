import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type Beasties from 'beasties'
import { createCriticalCssExtractor, inlineFirstScreenCss } from './critical-css'
import { findInlineScripts, withoutModulePreloads, withoutRouterScripts } from './html-transforms'
import { documentMetaFirst } from './head-order'
import { headersFile } from './security-headers'
import { ROOT_REDIRECT_SCRIPT_FILE, rootPageHtml, rootRedirectScript } from './root-page'
import { NOT_FOUND_SOURCE_PATH } from './site-paths'
import { writeSearchIndex } from './search-index'
import { writeServiceWorker } from './service-worker'
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

/** A prerendered page made into what the site serves: no inline script, no preload, its first screen's CSS. */
async function rewritePage(out: string, file: string, beasties: Beasties): Promise<void> {
  let html: string
  try {
    html = withoutModulePreloads(withoutRouterScripts(await readFile(file, 'utf8')))
  } catch (error) {
    throw new Error(`${path.relative(out, file)}: ${error instanceof Error ? error.message : String(error)}`)
  }
  html = await inlineFirstScreenCss(html, beasties)
  const inline = findInlineScripts(html)
  if (inline.length)
    throw new Error(`${path.relative(out, file)} still has inline scripts: ${inline.join(' | ')}`)
  await writeFile(file, documentMetaFirst(html))
}

function cmsAuthUrl(): string | undefined {
  return process.env.CMS_AUTH_URL?.trim() || undefined
}

/** Runs after prerendering: critical CSS, 404.html, the root page, the search index, the downloaded media. */
export async function finishBuild(outDir: string): Promise<void> {
  const out = path.resolve(outDir)
  const beasties = createCriticalCssExtractor(out)
  for await (const file of htmlFiles(out)) await rewritePage(out, file, beasties)

  // The prerenderer's route data is for an app that boots in the browser; no page reads it.
  await rm(path.join(out, 'static-loader-data'), { recursive: true, force: true })
  for (const name of await readdir(out))
    if (/^static-loader-data-manifest-.*\.json$/.test(name)) await rm(path.join(out, name))

  // The host serves the 404 page nearest an unknown URL up its folders (en/404.html under /en/), the French
  // one anywhere else.
  await cp(path.join(out, `${NOT_FOUND_SOURCE_PATH.slice(1)}.html`), path.join(out, '404.html'))

  await writeFile(path.join(out, 'index.html'), rootPageHtml())
  await writeFile(path.join(out, ROOT_REDIRECT_SCRIPT_FILE), rootRedirectScript())
  // After the pages are final (their critical CSS is inlined): the index stores each page's text as served.
  const search = await writeSearchIndex(out)
  console.log(`Search index: ${search.pages} pages.`)
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

  // Last: its version is a hash of the finished offline pages.
  await writeServiceWorker(out)

  // Build manifests are for the prerenderer only; they would only reveal source file names.
  if (!process.env.KEEP_VITE_MANIFEST) await rm(path.join(out, '.vite'), { recursive: true, force: true })
}
