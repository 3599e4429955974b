import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { findInlineScripts, inlineScriptsToData, markNotFoundDocument } from './html-transforms'
import { headersFile } from './security-headers'
import { ROOT_REDIRECT_SCRIPT_FILE, rootPageHtml, rootRedirectScript } from './root-page'
import { NOT_FOUND_SOURCE_PATH } from './site-paths'

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

/** Runs after prerendering: 404.html, the root page, inert boot data, the downloaded media. */
export async function finishBuild(outDir: string): Promise<void> {
  const out = path.resolve(outDir)

  for await (const file of htmlFiles(out)) {
    const html = inlineScriptsToData(await readFile(file, 'utf8'))
    const inline = findInlineScripts(html)
    if (inline.length) throw new Error(`${path.relative(out, file)} still has inline scripts: ${inline.join(' | ')}`)
    await writeFile(file, html)
  }

  const notFoundSource = path.join(out, `${NOT_FOUND_SOURCE_PATH.slice(1)}.html`)
  await writeFile(path.join(out, '404.html'), markNotFoundDocument(await readFile(notFoundSource, 'utf8')))
  await rm(notFoundSource)

  await writeFile(path.join(out, 'index.html'), rootPageHtml())
  await writeFile(path.join(out, ROOT_REDIRECT_SCRIPT_FILE), rootRedirectScript())
  await (await import('./rss')).writeRssFeeds(out)

  const media = path.resolve(process.env.MEDIA_DIR ?? '.cache/media')
  if (await exists(media)) {
    await mkdir(path.join(out, 'media'), { recursive: true })
    await cp(media, path.join(out, 'media'), { recursive: true })
  }

  await writeFile(path.join(out, '_headers'), headersFile({ apiOrigin: process.env.VITE_PUBLIC_API_URL ?? '' }))

  // Build manifests are for the prerenderer only; they would only reveal source file names.
  await rm(path.join(out, '.vite'), { recursive: true, force: true })
}
