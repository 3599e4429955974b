import { readdirSync } from 'node:fs'
import path from 'node:path'
import { SEARCH_INDEX_DIR } from '../build/search-index'

/** The host's limit of files per deployment (Cloudflare Pages, free plan). */
export const HOST_FILE_LIMIT = 20_000

/** How many files a built site deploys, and how many of them are the search index. */
export function countFiles(distDir: string): { total: number; search: number } {
  const count = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (sum, entry) => sum + (entry.isDirectory() ? count(path.join(dir, entry.name)) : 1),
      0,
    )
  const search = path.join(distDir, SEARCH_INDEX_DIR)
  let searchFiles = 0
  try {
    searchFiles = count(search)
  } catch {
    // A build without a search index.
  }
  return { total: count(distDir), search: searchFiles }
}

/** "1,234 files (567 of them the search index; the host allows 20,000)". */
export function describeFiles({ total, search }: { total: number; search: number }): string {
  const over = total > HOST_FILE_LIMIT ? ' — OVER the limit' : ''
  return `${total.toLocaleString('en')} files (${search.toLocaleString('en')} of them the search index; the host allows ${HOST_FILE_LIMIT.toLocaleString('en')}${over})`
}
