import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { SnapshotFile } from '../../src/shared/schemas/endpoints'

/**
 * Writes `content` to `target` atomically: a temporary file in the same folder (same file system), flushed,
 * then renamed over the target. A run that fails half-way leaves the previous file untouched.
 */
export async function writeFileAtomically(target: string, content: string | Uint8Array): Promise<void> {
  const dir = path.dirname(target)
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${path.basename(target)}.${randomUUID()}.tmp`)
  try {
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(content)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

export function writeSnapshot(dir: string, snapshot: SnapshotFile): Promise<void> {
  return writeFileAtomically(path.join(dir, `${snapshot.name}.json`), JSON.stringify(snapshot))
}
