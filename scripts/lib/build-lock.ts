import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * One build at a time per build cache (BUILD_CACHE_DIR): a build stages the site and its server bundle there,
 * and reads and writes the page keys of the previous build. A lock folder (atomic mkdir) holding the owner's
 * pid; a lock whose owner is gone is taken over.
 */
function ownerAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'))
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function withBuildLock<T>(
  cacheDir: string,
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  const lock = path.join(cacheDir, 'build.lock')
  let announced = false
  for (;;) {
    try {
      mkdirSync(path.dirname(lock), { recursive: true })
      mkdirSync(lock)
      writeFileSync(path.join(lock, 'pid'), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (!ownerAlive(lock)) {
        rmSync(lock, { recursive: true, force: true })
        continue
      }
      if (!announced) log('Another build with this build cache is running; waiting for it to finish.')
      announced = true
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
