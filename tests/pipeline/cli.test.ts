import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { closedPort, json, startFakeApi, tempDir } from './fake-api'
import { SNAPSHOT_NAMES } from '../../src/shared/schemas/endpoints'
import { fullApi } from './fixtures'

/** `npm run pipeline` as a process: its exit codes and what it prints. */

const root = path.resolve(__dirname, '../..')
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

async function cli(args: string[], apiUrl: string) {
  const snapshots = await tempDir('cli-snapshots')
  const media = await tempDir('cli-media')
  cleanups.push(snapshots.remove, media.remove)
  const env = { ...process.env, API_URL: apiUrl, SNAPSHOT_DIR: snapshots.dir, MEDIA_DIR: media.dir }
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/pipeline/cli.ts', ...args],
      { cwd: root, env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

describe('pipeline command', () => {
  it('exits 0 after a good pull', async () => {
    const server = await startFakeApi(fullApi())
    cleanups.push(server.close)
    const { code, stdout } = await cli([], server.url)
    expect(code).toBe(0)
    expect(stdout).toMatch(`Pipeline: ${SNAPSHOT_NAMES.length} endpoints, ${SNAPSHOT_NAMES.length} ok`)
  })

  it('exits 1 in strict mode when an endpoint is missing', async () => {
    const server = await startFakeApi(fullApi({ '/api/team/': json({ error: 'boom' }, 404) }))
    cleanups.push(server.close)
    const { code, stdout } = await cli(['--strict'], server.url)
    expect(code).toBe(1)
    expect(stdout).toMatch(/Strict mode: failed \(missing without snapshot: team\)\./)
  })

  it('prints one sentence, not stack traces, when the API is down', async () => {
    const apiUrl = `http://127.0.0.1:${await closedPort()}`
    const { code, stdout, stderr } = await cli(['--strict'], apiUrl)
    expect(code).toBe(1)
    expect(stdout).toContain(`Cannot reach the API at ${apiUrl}: connection refused.`)
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at |ECONNREFUSED/)
  })

  it('refuses an unknown option', async () => {
    const { code, stderr } = await cli(['--strcit'], 'http://127.0.0.1:1')
    expect(code).toBe(2)
    expect(stderr).toContain('Unknown option: --strcit')
  })
})
