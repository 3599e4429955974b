import { createHash } from 'node:crypto'
import { copyFile, link, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** The files of a folder, relative to it and sorted; none when it does not exist. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

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

/**
 * A hash of `extra` and of every file of `inputs` (each a file or a folder; a missing one counts as empty):
 * their names within each input, and their bytes. The same content gives the same hash wherever it lies.
 */
export async function contentHash(inputs: readonly string[], extra: string): Promise<string> {
  const hash = createHash('sha256').update(extra)
  for (const [at, input] of inputs.entries()) {
    const info = await stat(input).catch(() => null)
    const files = !info ? [] : info.isDirectory() ? await filesOf(input) : ['']
    for (const file of files) hash.update(`\0${at}/${file}\0`).update(await readFile(path.join(input, file)))
  }
  return hash.digest('base64url')
}
