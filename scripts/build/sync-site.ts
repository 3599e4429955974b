import { mkdir, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { filesOf } from './folder-files'

/**
 * Moves a finished build from its staging folder into the site folder, touching only what changed: a file
 * whose bytes are the same stays as it was (same file, same time), a new or different one replaces it, and a
 * file the build no longer makes is removed. So a nightly rebuild rewrites only what its inputs changed, and
 * the deploy uploads only that (docs/architecture.md#the-build).
 */
export interface SyncReport {
  /** Files added or replaced, relative to the site folder, sorted. */
  changed: string[]
  removed: string[]
  unchanged: number
}

async function sameFile(a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([stat(a), stat(b).catch(() => null)])
  if (!second) return false
  if (first.ino === second.ino && first.dev === second.dev) return true
  if (first.size !== second.size) return false
  const [x, y] = await Promise.all([readFile(a), readFile(b)])
  return x.equals(y)
}

/** Empty folders left by removed files, deepest first. */
async function removeEmptyFolders(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name))
  if ((await readdir(dir)).length === 0) await rmdir(dir)
}

export async function syncSite(stagingDir: string, siteDir: string): Promise<SyncReport> {
  const [staged, existing] = await Promise.all([filesOf(stagingDir), filesOf(siteDir)])
  if (!(await stat(siteDir).catch(() => null))) {
    // No site folder yet (a first build): the staging folder becomes it in one rename, not file by file
    // (docs/architecture.md#the-build).
    await mkdir(path.dirname(siteDir), { recursive: true })
    await rename(stagingDir, siteDir)
    return { changed: staged, removed: [], unchanged: 0 }
  }
  const stagedSet = new Set(staged)
  const changed: string[] = []
  let unchanged = 0
  for (const file of staged) {
    const from = path.join(stagingDir, file)
    const to = path.join(siteDir, file)
    if (await sameFile(from, to)) {
      unchanged += 1
      continue
    }
    await mkdir(path.dirname(to), { recursive: true })
    await rename(from, to)
    changed.push(file)
  }
  const removed = existing.filter((file) => !stagedSet.has(file))
  for (const file of removed) await rm(path.join(siteDir, file))
  await mkdir(siteDir, { recursive: true })
  for (const entry of await readdir(siteDir, { withFileTypes: true }))
    if (entry.isDirectory()) await removeEmptyFolders(path.join(siteDir, entry.name))
  await rm(stagingDir, { recursive: true, force: true })
  return { changed: changed.sort(), removed: removed.sort(), unchanged }
}
