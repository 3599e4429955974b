import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomically } from './snapshot-store'

/**
 * Where a pipeline run writes until it is accepted: a folder beside each final one (`.<name>-staging-…`,
 * on the same file system, outside the folder the site serves). `commit` moves the staged files in, one rename
 * each, the images first so that no snapshot ever names an image not there yet; `discard` drops them. A run
 * the strict rules refuse thus leaves the snapshot and media folders as they were
 * (docs/behaviour.md#build-time-failure-policy).
 */
export class Staging {
  private readonly kept = new Set<string>()

  private constructor(
    readonly snapshotDir: string,
    readonly mediaDir: string,
    private readonly finalSnapshotDir: string,
    private readonly finalMediaDir: string,
  ) {}

  static async open(snapshotDir: string, mediaDir: string): Promise<Staging> {
    const [stagedSnapshots, stagedMedia] = await Promise.all([besideOf(snapshotDir), besideOf(mediaDir)])
    return new Staging(stagedSnapshots, stagedMedia, snapshotDir, mediaDir)
  }

  /**
   * Copies a snapshot the run keeps (`<name>.json` of the final folder) in beside the new ones, so that checks
   * read the snapshots as the run would leave them; it is not moved back when committing.
   */
  async showKept(file: string): Promise<void> {
    try {
      await copyFile(path.join(this.finalSnapshotDir, file), path.join(this.snapshotDir, file))
      this.kept.add(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }

  async commit(): Promise<void> {
    await moveFiles(this.mediaDir, this.finalMediaDir, new Set())
    await moveFiles(this.snapshotDir, this.finalSnapshotDir, this.kept)
    await this.discard()
  }

  async discard(): Promise<void> {
    await Promise.all(
      [this.snapshotDir, this.mediaDir].map((dir) => rm(dir, { recursive: true, force: true })),
    )
  }
}

async function besideOf(dir: string): Promise<string> {
  await mkdir(path.dirname(dir), { recursive: true })
  return mkdtemp(path.join(path.dirname(dir), `.${path.basename(dir)}-staging-`))
}

/** Every file under `from` (but dot files and `skip`) to the same place under `to`. */
async function moveFiles(from: string, to: string, skip: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue
    const relative = path.relative(from, path.join(entry.parentPath, entry.name))
    if (skip.has(relative)) continue
    const target = path.join(to, relative)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      await rename(path.join(from, relative), target)
    } catch (error) {
      // The final folder is another file system (a mount of its own): copy, still atomically.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      await writeFileAtomically(target, await readFile(path.join(from, relative)))
    }
  }
}
