import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SnapshotData, SnapshotFile, SnapshotName } from '../../shared/schemas/endpoints'

/**
 * Build-only reader of the API snapshots written by the content pipeline (scripts/pipeline). Route loaders
 * reach it through buildLoader (src/shared/data/build-loader.ts), which imports it at build time only, so node:fs
 * never reaches the browser.
 */

/** `SNAPSHOT_DIR`, else `.cache/snapshots`, relative to the working directory (the repository root). */
export function snapshotDir(): string {
  return path.resolve(process.cwd(), process.env.SNAPSHOT_DIR || '.cache/snapshots')
}

export function snapshotPath(dir: string, name: SnapshotName): string {
  return path.join(dir, `${name}.json`)
}

/** The snapshot file of `name` in `dir`, or null when there is none. A damaged file is an error naming it. */
export async function readSnapshotFile<N extends SnapshotName>(
  dir: string,
  name: N,
): Promise<SnapshotFile<N> | null> {
  const file = snapshotPath(dir, name)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error(`Snapshot ${file} is not valid JSON.`)
  }
  const snapshot = parsed as Partial<SnapshotFile<N>> | null
  if (
    !snapshot ||
    snapshot.name !== name ||
    snapshot.data === undefined ||
    typeof snapshot.fetchedAt !== 'string'
  ) {
    throw new Error(`Snapshot ${file} does not hold the "${name}" snapshot.`)
  }
  return snapshot as SnapshotFile<N>
}

const cache = new Map<string, Promise<unknown>>()

/** The data of one snapshot, or null when the pipeline has none (the page then shows it as unavailable). */
export function readSnapshot<N extends SnapshotName>(name: N): Promise<SnapshotData[N] | null> {
  const file = snapshotPath(snapshotDir(), name)
  let pending = cache.get(file) as Promise<SnapshotData[N] | null> | undefined
  if (!pending) {
    pending = readSnapshotFile(snapshotDir(), name).then((snapshot) => snapshot?.data ?? null)
    // A failed read is not cached: the next caller gets the error again rather than a stale rejection.
    pending.catch(() => cache.delete(file))
    cache.set(file, pending)
  }
  return pending
}

/** Forgets what was read (tests, or a long-lived process after the pipeline ran again). */
export function clearSnapshotCache(): void {
  cache.clear()
}
