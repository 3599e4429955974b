import { existsSync } from 'node:fs'
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEED_MEDIA, type MediaEntry } from './catalog'
import { renderImage } from './render'

/** Media made once and kept in the repository (see files/): the sample presentation video. */
export const BUNDLED_MEDIA: readonly string[] = ['ahb-presentation.mp4']
const BUNDLED_DIR = fileURLToPath(new URL('./files/', import.meta.url))

/**
 * Generates every catalogued picture that is missing from `dir`. Run at each start, it costs a few file
 * checks once the pictures exist, and repairs a folder left half-written by an interrupted first start.
 * Files are written under a temporary name and renamed, so a reader never sees a partial image.
 */
export async function ensureMedia(
  dir: string,
  options: { entries?: readonly MediaEntry[]; signal?: AbortSignal; concurrency?: number } = {},
): Promise<number> {
  const missing = (options.entries ?? SEED_MEDIA).filter((entry) => !existsSync(join(dir, entry.file)))
  const bundled = options.entries ? [] : BUNDLED_MEDIA.filter((file) => !existsSync(join(dir, file)))
  if (missing.length === 0 && bundled.length === 0) return 0
  await mkdir(dir, { recursive: true })
  for (const file of bundled) {
    const temporary = join(dir, `${file}.${process.pid}.tmp`)
    await copyFile(join(BUNDLED_DIR, file), temporary)
    await rename(temporary, join(dir, file))
  }
  let next = 0
  let written = 0
  const worker = async (): Promise<void> => {
    while (next < missing.length && !options.signal?.aborted) {
      const entry = missing[next++]
      if (!entry) return
      const data = await renderImage(entry.spec)
      if (options.signal?.aborted) return
      const target = join(dir, entry.file)
      const temporary = `${target}.${process.pid}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, target)
      written++
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  return written + bundled.length
}
