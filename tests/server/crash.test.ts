import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { formToken, getJson, makeDataDir, startTestServer, type ArticleJson } from './helpers'

/**
 * The API as its own process, killed with SIGKILL in the middle of a burst of comment posts, then restarted on
 * the same data folder: every comment it acknowledged (201) is there, exactly once, with the id it gave.
 */

const root = path.resolve(__dirname, '../..')
const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      AHB_DATA_DIR: dataDir,
      COMMENT_RATE_LIMIT: '100000',
      COMMENT_NETWORK_RATE_LIMIT: '100000',
      COMMENT_MIN_SECONDS: '0',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`API did not start: ${out}`)), 30_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /API listening on (http:\/\/\S+)/.exec(out)
      if (found) {
        clearTimeout(timer)
        resolve({ child, url: found[1]! })
      }
    })
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${out}`)))
  })
}

describe('crash in the middle of a burst', () => {
  it('keeps every acknowledged comment exactly once after a SIGKILL and a restart', async () => {
    const dataDir = makeDataDir()
    dirs.push(dataDir)
    // Seed and media once, in-process, so the child starts at once.
    const seeding = await startTestServer({ dataDir }, { sharedMedia: true })
    const article = (await getJson<{ results: ArticleJson[] }>(seeding.url, '/api/articles/?page_size=1'))
      .body.results[0]!.id
    await seeding.close()

    const first = await startProcess(dataDir)
    const acked = new Map<string, number>()
    let sent = 0
    let failed = 0
    const KILL_AFTER = 150
    const MAX_POSTS = 2000
    const IN_FLIGHT = 16
    const post = async (n: number) => {
      const content = `Commentaire de rafale n° ${n}, envoyé avant l’arrêt brutal.`
      try {
        // A token serves one post, so each post asks for its own, as the form does.
        const token = await formToken(first.url)
        const res = await fetch(`${first.url}/api/comments/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            visitor_name: 'Rafale',
            visitor_email: 'rafale@example.org',
            content,
            article,
            form_token: token,
          }),
        })
        if (res.status === 201) acked.set(content, ((await res.json()) as { id: number }).id)
        else failed++
      } catch {
        failed++
      }
      if (acked.size >= KILL_AFTER && first.child.exitCode === null) first.child.kill('SIGKILL')
    }
    const workers = Array.from({ length: IN_FLIGHT }, async () => {
      while (sent < MAX_POSTS && first.child.signalCode === null) await post(++sent)
    })
    await Promise.all(workers)
    expect(first.child.signalCode).toBe('SIGKILL')

    const second = await startProcess(dataDir)
    type Listed = { id: number; content: string }
    const stored: Listed[] = []
    for (let page = 1; page <= 100; page++) {
      const body = (
        await getJson<{ results: Listed[]; next: string | null }>(
          second.url,
          `/api/articles/${article}/comments/?page=${page}&page_size=100`,
        )
      ).body
      stored.push(...body.results.filter((c) => c.content.startsWith('Commentaire de rafale')))
      if (!body.next) break
    }
    console.log(
      `[figures] crash test: ${sent} posts sent, ${acked.size} acknowledged, ${failed} cut off by the kill, ` +
        `${stored.length} stored after the restart`,
    )
    for (const [content, id] of acked) {
      const copies = stored.filter((c) => c.content === content)
      expect(copies, content).toHaveLength(1)
      expect(copies[0]!.id).toBe(id)
    }
    expect(new Set(stored.map((c) => c.content)).size).toBe(stored.length)
    expect(stored.length).toBeGreaterThanOrEqual(acked.size)
    expect(stored.length).toBeLessThanOrEqual(sent)
  }, 90_000)
})
