import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * One prerender at a time per checkout: vite-react-ssg works in a shared `.vite-react-ssg-temp/` folder and
 * deletes all of it when it finishes, which breaks any other build running beside it. A lock folder (atomic
 * mkdir) holding the owner's pid; a lock whose owner is gone is taken over.
 */
const LOCK = path.resolve('.cache/prerender.lock')

function ownerAlive(): boolean {
  try {
    const pid = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'))
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export async function withBuildLock<T>(
  work: () => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  let announced = false
  for (;;) {
    try {
      mkdirSync(path.dirname(LOCK), { recursive: true })
      mkdirSync(LOCK)
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (!ownerAlive()) {
        rmSync(LOCK, { recursive: true, force: true })
        continue
      }
      if (!announced) log('Another build of this checkout is prerendering; waiting for it to finish.')
      announced = true
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}
