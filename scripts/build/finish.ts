import { copyFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { headersFile } from './security-headers'
import { ROOT_REDIRECT_SCRIPT_FILE, rootPageHtml, rootRedirectScript } from './root-page'
import { NOT_FOUND_ROOT_PATH, NOT_FOUND_SOURCE_PATH } from './site-paths'
import { linkTree } from './folder-files'
import { BuildPhases } from './phases'
import { writeSearchIndex, type SearchIndexCache, type SearchIndexFeed } from './search-index'
import { writeServiceWorker } from './service-worker'
import { writeSitemap } from './sitemap'

import { siteUrlFromEnv as SITE_ORIGIN } from '../../src/shared/lib/site-origin'

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

function cmsAuthUrl(): string | undefined {
  return process.env.CMS_AUTH_URL?.trim() || undefined
}

/**
 * Runs once the pages are final (scripts/build/finish-page.ts): 404.html, the root page, the search index,
 * the sitemap and feeds, the downloaded media, the CMS page, the headers and the service worker.
 */
export async function finishBuild(
  outDir: string,
  searchCache?: SearchIndexCache,
  phases = new BuildPhases(),
  searchFeed?: SearchIndexFeed,
  /** The build cache, where the service worker of the same code and pages is kept. */
  cacheDir?: string,
  /** The pages that say noindex, as the prerender recorded them (for those it knows; the others are read). */
  noindex?: Parameters<typeof writeSitemap>[2],
): Promise<void> {
  const out = path.resolve(outDir)

  // The host serves the 404 page nearest an unknown URL up its folders (en/404.html under /en/), the French
  // one anywhere else.
  await copyFile(
    path.join(out, `${NOT_FOUND_SOURCE_PATH.slice(1)}.html`),
    path.join(out, `${NOT_FOUND_ROOT_PATH.slice(1)}.html`),
  )

  await writeFile(path.join(out, 'index.html'), rootPageHtml())
  await writeFile(path.join(out, ROOT_REDIRECT_SCRIPT_FILE), rootRedirectScript())
  // After the pages are final (their critical CSS is inlined): the index stores each page's text as served.
  const search = await phases.time('search index', () => writeSearchIndex(out, searchCache, searchFeed))
  console.log(
    search.pages === null ? 'Search index: the same pages, kept.' : `Search index: ${search.pages} pages.`,
  )
  await phases.time('sitemap and feeds', async () => {
    await writeSitemap(out, SITE_ORIGIN(), noindex)
    await (await import('./rss')).writeRssFeeds(out)
  })

  const media = path.resolve(process.env.MEDIA_DIR ?? '.cache/media')
  if (await exists(media)) await phases.time('media', () => linkTree(media, path.join(out, 'media')))

  // The CMS page: its own files, never referenced by the site's pages.
  const { writeAdmin } = await import('../cms/admin')
  await writeAdmin(out, { authUrl: cmsAuthUrl(), siteUrl: SITE_ORIGIN() })

  await writeFile(
    path.join(out, '_headers'),
    headersFile({ apiOrigin: process.env.VITE_PUBLIC_API_URL ?? '', cmsAuthUrl: cmsAuthUrl() }),
  )

  // Last: its version is a hash of the finished offline pages.
  await phases.time('service worker', () => writeServiceWorker(out, { cacheDir }))

  // Build manifests are for the prerenderer only; they would only reveal source file names.
  if (!process.env.KEEP_VITE_MANIFEST) await rm(path.join(out, '.vite'), { recursive: true, force: true })
}
