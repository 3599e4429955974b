import { execFile } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployEnvProblems } from '../../scripts/check-deploy-env'

const good = { API_URL: 'https://api.ahb.example', SITE_URL: 'https://www.ahb.example' }

describe('deploy variables', () => {
  it('accepts public http(s) URLs', () => {
    expect(deployEnvProblems(good)).toEqual([])
    expect(deployEnvProblems({ ...good, PUBLIC_API_URL: 'https://api.ahb.example' })).toEqual([])
  })

  it('names a missing or empty API_URL or SITE_URL', () => {
    expect(deployEnvProblems({})).toEqual([
      'API_URL is not set (repository variable API_URL).',
      'SITE_URL is not set (repository variable SITE_URL).',
    ])
    expect(deployEnvProblems({ ...good, API_URL: '  ' })).toEqual([
      'API_URL is not set (repository variable API_URL).',
    ])
  })

  it('refuses loopback addresses and URLs that are not http(s)', () => {
    for (const url of [
      'http://localhost:4173',
      'http://127.0.0.1:8000',
      'http://127.8.9.1',
      'http://[::1]:8000',
      'http://0.0.0.0:8000',
      'http://ahb.localhost',
    ]) {
      expect(deployEnvProblems({ ...good, SITE_URL: url }), url).toEqual([
        expect.stringMatching(/^SITE_URL points to this machine/),
      ])
    }
    expect(deployEnvProblems({ ...good, API_URL: 'api.ahb.example' })).toEqual([
      'API_URL is not a URL: "api.ahb.example".',
    ])
    expect(deployEnvProblems({ ...good, PUBLIC_API_URL: 'ftp://api.ahb.example' })).toEqual([
      'PUBLIC_API_URL must be an http(s) URL: "ftp://api.ahb.example".',
    ])
  })

  it('fails the workflow step with exit code 1 and one line per problem', async () => {
    const root = path.resolve(__dirname, '../..')
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        const { API_URL: _a, SITE_URL: _s, PUBLIC_API_URL: _p, ...rest } = process.env
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/check-deploy-env.ts'],
          { cwd: root, env: { ...rest, ...env }, timeout: 30_000 },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        )
      })
    const bad = await run({ SITE_URL: 'http://localhost:4173' })
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Deploy configuration: API_URL is not set')
    expect(bad.stderr).toContain('Deploy configuration: SITE_URL points to this machine (localhost)')
    expect((await run(good)).code).toBe(0)
  })
})
