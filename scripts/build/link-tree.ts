import { copyFile, link, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/** `from`'s files linked into `to` (copied across file systems): a kept file is never written again. */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true })
  await mkdir(to, { recursive: true })
  for (const entry of entries) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) await linkTree(source, target)
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target))
  }
}
