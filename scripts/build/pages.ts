import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { declaredPages, type DeclaredPage, type PageDeclaration } from '../../src/shared/app/page-declaration'

/** Where the page folders are, from the repository's root. */
export const PAGES_DIR = 'src/pages'

/**
 * The page declarations for the build scripts Node runs (the prerender list): every folder of src/pages with a
 * `page.ts`, imported as it is. Vite's side reads the same files with import.meta.glob (src/shared/app/pages.ts); a
 * folder read needs no index to keep in step, so a new folder is a new page (docs/architecture.md#pages).
 */
export async function readPages(dir = PAGES_DIR): Promise<DeclaredPage[]> {
  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'page.ts')))
    .map((entry) => path.join(dir, entry.name, 'page.ts'))
  const modules = await Promise.all(
    folders.map(
      async (file) =>
        [file, (await import(pathToFileURL(path.resolve(file)).href)) as PageDeclaration] as const,
    ),
  )
  return declaredPages(Object.fromEntries(modules))
}
