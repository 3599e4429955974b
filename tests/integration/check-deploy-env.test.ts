import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DEPLOY_SETTINGS, deployEnvProblems } from '../../scripts/check-deploy-env'

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

  it('refuses plain http for every public URL it checks', () => {
    for (const name of ['API_URL', 'SITE_URL', 'PUBLIC_API_URL', 'CMS_AUTH_URL']) {
      expect(deployEnvProblems({ ...good, [name]: 'http://www.ahb.example/' }), name).toEqual([
        `${name} must be an https URL: "http://www.ahb.example/".`,
      ])
    }
  })

  it('refuses every form of this machine: loopback, unspecified, localhost with a final dot', () => {
    for (const url of [
      'https://localhost./',
      'https://app.localhost./',
      'https://127.0.0.1./',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://[0:0::1]/',
      'https://[::]/',
      'https://0/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[::ffff:0.0.0.0]/',
    ]) {
      expect(deployEnvProblems({ ...good, API_URL: url }), url).toEqual([
        expect.stringMatching(/^API_URL points to this machine/),
      ])
    }
  })

  it('refuses private, shared (CGNAT) and link-local hosts, and their IPv4-mapped IPv6 forms', () => {
    for (const url of [
      'http://10.0.0.5',
      'https://10.255.255.255',
      'https://172.16.0.1',
      'https://172.31.255.254',
      'https://192.168.1.10',
      'https://100.64.0.1',
      'https://100.127.255.254',
      'http://169.254.169.254/latest/meta-data/',
      'https://[fc00::1]',
      'https://[fd12:3456::1]',
      'https://[fe80::1]',
      'https://[febf::1]',
      'https://[::ffff:10.0.0.5]',
      'https://[::ffff:169.254.169.254]',
      'https://[::ffff:c0a8:10a]',
    ]) {
      expect(deployEnvProblems({ ...good, PUBLIC_API_URL: url }), url).toEqual([
        expect.stringMatching(/^PUBLIC_API_URL points to a private or link-local address/),
      ])
    }
    // Their public neighbours pass.
    for (const url of [
      'https://172.32.0.1',
      'https://100.128.0.1',
      'https://169.255.0.1',
      'https://[2001:db8::1]',
      'https://localhost.ahb.example',
    ]) {
      expect(deployEnvProblems({ ...good, PUBLIC_API_URL: url }), url).toEqual([])
    }
  })

  it('checks the deploy-only settings when named, never echoing a secret', () => {
    const names = Object.keys(DEPLOY_SETTINGS)
    const complete = {
      ...good,
      PAGES_PROJECT: 'ahb-site',
      CLOUDFLARE_API_TOKEN: 'token-value-123',
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    }
    expect(deployEnvProblems(complete, names)).toEqual([])
    expect(deployEnvProblems(good, names)).toEqual([
      'PAGES_PROJECT is not set (repository variable PAGES_PROJECT).',
      'CLOUDFLARE_API_TOKEN is not set (repository secret CLOUDFLARE_API_TOKEN).',
      'CLOUDFLARE_ACCOUNT_ID is not set (repository secret CLOUDFLARE_ACCOUNT_ID).',
    ])
    const wrong = deployEnvProblems(
      {
        ...complete,
        PAGES_PROJECT: 'ahb"; rm -rf /',
        CLOUDFLARE_ACCOUNT_ID: 'secret-looking-id',
        SERVICE_WORKER: 'Off',
      },
      names,
    )
    expect(wrong).toEqual([
      expect.stringMatching(/^PAGES_PROJECT must be a Cloudflare Pages project name/),
      'CLOUDFLARE_ACCOUNT_ID must be a Cloudflare account id (32 hexadecimal characters).',
      'SERVICE_WORKER must be empty or "off": "Off".',
    ])
    expect(wrong.join('\n')).not.toContain('secret-looking-id')
    expect(deployEnvProblems(complete, ['GITHUB_TOKEN'])).toEqual([
      'GITHUB_TOKEN has no rule in scripts/check-deploy-env.ts.',
    ])
  })

  it('fails the workflow step with exit code 1 and one line per problem', async () => {
    const root = path.resolve(__dirname, '../..')
    const run = (env: Record<string, string>, names: string[] = []) =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        const { API_URL: _a, SITE_URL: _s, PUBLIC_API_URL: _p, CMS_AUTH_URL: _c, ...rest } = process.env
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/check-deploy-env.ts', ...names],
          { cwd: root, env: { ...rest, ...env }, timeout: 30_000 },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        )
      })
    const bad = await run({ SITE_URL: 'http://localhost:4173' })
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Deploy configuration: API_URL is not set')
    expect(bad.stderr).toContain('Deploy configuration: SITE_URL points to this machine (localhost)')
    expect((await run(good)).code).toBe(0)
    const secret = 'not-an-account-id-but-a-secret'
    const named = await run({ ...good, CLOUDFLARE_ACCOUNT_ID: secret }, [
      'SITE_URL',
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
    ])
    expect(named.code).toBe(1)
    expect(named.stderr).toContain('Deploy configuration: CLOUDFLARE_API_TOKEN is not set')
    expect(named.stderr).toContain('Deploy configuration: CLOUDFLARE_ACCOUNT_ID must be')
    expect(named.stderr).not.toContain(secret)
  })
})

describe('the deploy workflow checks its settings first', () => {
  interface Step {
    run?: string
    env?: Record<string, string>
  }
  interface Job {
    needs?: string | string[]
    env?: Record<string, string>
    steps: Step[]
  }
  const source = readFileSync(path.resolve(__dirname, '../../.github/workflows/deploy.yml'), 'utf8')
  const jobs = (parse(source) as { jobs: Record<string, Job> }).jobs
  const where = (match: (step: Step) => boolean) =>
    Object.entries(jobs).flatMap(([job, { steps }]) =>
      steps.flatMap((step, index) => (match(step) ? [{ job, index, step }] : [])),
    )
  const [check] = where((step) => step.run?.includes('scripts/check-deploy-env.ts') ?? false)
  const [build] = where((step) => /\bnpm run build\b/.test(step.run ?? ''))
  // Every variable and secret the workflow reads, wherever it reads them.
  const used = [...new Set([...source.matchAll(/\b(?:vars|secrets)\.(\w+)/g)].map((m) => m[1]!))]

  it('runs the check before the build, without installing anything first', () => {
    expect(check, 'a step runs scripts/check-deploy-env.ts').toBeDefined()
    expect(build, 'a step runs the build').toBeDefined()
    if (check!.job === build!.job) expect(check!.index).toBeLessThan(build!.index)
    else expect([jobs[build!.job]!.needs ?? []].flat()).toContain(check!.job)
    const before = jobs[check!.job]!.steps.slice(0, check!.index)
    expect(before.filter((step) => /\bnpm (ci|install)\b/.test(step.run ?? ''))).toEqual([])
    // Run by Node as it is (no tsx before `npm ci`): the script may import Node's own modules only.
    const script = readFileSync(path.resolve(__dirname, '../../scripts/check-deploy-env.ts'), 'utf8')
    const imports = [...script.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([])
  })

  it('names, and gives the check, every variable and secret the later steps use', () => {
    expect(used).toEqual(expect.arrayContaining(['API_URL', 'SITE_URL', 'CLOUDFLARE_API_TOKEN']))
    const named = check!.step.run!.split(/\s+/)
    const env = { ...jobs[check!.job]!.env, ...check!.step.env }
    for (const name of used) {
      expect(named, name).toContain(name)
      expect(env[name], name).toMatch(new RegExp(`^\\$\\{\\{\\s*(vars|secrets)\\.${name}\\s*\\}\\}$`))
      expect(DEPLOY_SETTINGS[name], name).toBeDefined()
    }
  })
})
