import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveOptions } from '../../server/config'
import { KEY_FILE } from '../../server/http/form-token-key'
import {
  formToken,
  getJson,
  makeDataDir,
  postJson,
  startTestServer,
  type ArticleJson,
  type TestServer,
} from './helpers'

/** A form token serves one post, and its key is whole or the server does not start. */

type Errors = { errors: Record<string, string[]> }

const root = resolve(__dirname, '../..')
const servers: TestServer[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(
    { rateLimitPerMinute: 100, networkRateLimitPerMinute: 100, ...options },
    { sharedMedia: true },
  )
  servers.push(server)
  const article = (await getJson<{ results: ArticleJson[] }>(server.url, '/api/articles/?page_size=1')).body
    .results[0]!.id
  return { base: server.url, article }
}

let serial = 0
const comment = (article: number, form_token: string, overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Sèna Adjovi',
  visitor_email: 'sena.adjovi@example.org',
  content: `Merci pour les kits scolaires, message ${++serial}.`,
  article,
  form_token,
  ...overrides,
})

describe('form tokens', () => {
  it('accepts a token for one post, then answers it as an expired one', async () => {
    const { base, article } = await start()
    const token = await formToken(base)
    expect((await postJson(base, '/api/comments/', comment(article, token))).status).toBe(201)
    const again = await postJson<Errors>(base, '/api/comments/', comment(article, token))
    expect(again.status).toBe(400)
    expect(Object.keys(again.body.errors)).toEqual(['form_token'])
    expect(again.body.errors.form_token![0]).toMatch(/envoyez de nouveau/)
    expect(again.body.errors.form_token![0]).not.toMatch(/ressaisir/)
    // A new token, as the form fetches one after this answer, lets the same post through.
    expect((await postJson(base, '/api/comments/', comment(article, await formToken(base)))).status).toBe(201)
  })

  it('lets only one of many simultaneous posts with one token through', async () => {
    const { base, article } = await start()
    const token = await formToken(base)
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => postJson(base, '/api/comments/', comment(article, token))),
    )
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
  })

  it('keeps the token of a post refused for a field, and spends it on a 409', async () => {
    const { base, article } = await start()
    const token = await formToken(base)
    const refused = await postJson<Errors>(
      base,
      '/api/comments/',
      comment(article, token, { visitor_email: 'pas-une-adresse' }),
    )
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors)).toEqual(['visitor_email'])
    const content = 'Le puits du village marche enfin, merci à toute l’équipe.'
    expect((await postJson(base, '/api/comments/', comment(article, token, { content }))).status).toBe(201)

    const second = await formToken(base)
    expect((await postJson(base, '/api/comments/', comment(article, second, { content }))).status).toBe(409)
    const reused = await postJson<Errors>(base, '/api/comments/', comment(article, second))
    expect(reused.status).toBe(400)
    expect(Object.keys(reused.body.errors)).toEqual(['form_token'])
  })

  it('remembers used tokens across a restart on the same folder', async () => {
    const dataDir = makeDataDir()
    dirs.push(dataDir)
    const first = await startTestServer({ dataDir }, { sharedMedia: true })
    const article = (await getJson<{ results: ArticleJson[] }>(first.url, '/api/articles/?page_size=1')).body
      .results[0]!.id
    const token = await formToken(first.url)
    expect((await postJson(first.url, '/api/comments/', comment(article, token))).status).toBe(201)
    await first.close()
    const second = await startTestServer({ dataDir })
    servers.push(second)
    expect((await postJson(second.url, '/api/comments/', comment(article, token))).status).toBe(400)
  })
})

describe('form token key', () => {
  it('refuses to start on an empty or garbled key file, which would sign with a guessable key', async () => {
    for (const content of ['', '\n', 'zz'.repeat(32), 'ab'.repeat(16), 'ab'.repeat(33)]) {
      const dataDir = makeDataDir()
      dirs.push(dataDir)
      writeFileSync(join(dataDir, KEY_FILE), content)
      await expect(startTestServer({ dataDir }), JSON.stringify(content)).rejects.toThrow(
        /form-token\.key does not hold a form token key \(64 hexadecimal characters, 32 bytes\)/,
      )
    }
  })

  it('refuses a FORM_TOKEN_SECRET shorter than 32 bytes', () => {
    expect(() => resolveOptions({}, { FORM_TOKEN_SECRET: 'secret' })).toThrow(/at least 32 bytes/)
    expect(() => resolveOptions({}, { FORM_TOKEN_SECRET: 'x'.repeat(31) })).toThrow(/FORM_TOKEN_SECRET/)
    expect(resolveOptions({}, { FORM_TOKEN_SECRET: 'x'.repeat(32) }).formTokenSecret).toBe('x'.repeat(32))
    expect(resolveOptions({}, { FORM_TOKEN_SECRET: '' }).formTokenSecret).toBeUndefined()
  })

  it('gives processes starting together on new folders one key, whole, per folder', async () => {
    const PROCESSES = 4
    const FOLDERS = 100
    const parent = makeDataDir()
    dirs.push(parent)
    const folders = Array.from({ length: FOLDERS }, (_, i) => join(parent, `data-${i}`))
    for (const folder of folders) mkdirSync(folder)
    // Each process waits for the same instant, then loads the key of every folder, as a start would.
    const startAt = Date.now() + 1500
    const script = `
      const { loadTokenKey } = await import(${JSON.stringify(join(root, 'server/http/form-token-key.ts'))})
      const folders = ${JSON.stringify(folders)}
      while (Date.now() < ${startAt}) {}
      const keys = folders.map((folder) => {
        try { return loadTokenKey(folder, undefined).toString('hex') } catch (e) { return 'error: ' + e.message }
      })
      console.log(JSON.stringify(keys))
    `
    const outputs = await Promise.all(
      Array.from(
        { length: PROCESSES },
        () =>
          new Promise<string[]>((resolveKeys, reject) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              cwd: root,
              stdio: ['ignore', 'pipe', 'inherit'],
            })
            let out = ''
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
            const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
            child.once('exit', (code) => {
              clearTimeout(timer)
              if (code === 0) resolveKeys(JSON.parse(out) as string[])
              else reject(new Error(`key loader exited with ${code}: ${out}`))
            })
          }),
      ),
    )
    folders.forEach((folder, i) => {
      const onDisk = readFileSync(join(folder, KEY_FILE), 'utf8').trim()
      expect(onDisk, folder).toMatch(/^[0-9a-f]{64}$/)
      if (process.platform !== 'win32') expect(statSync(join(folder, KEY_FILE)).mode & 0o777).toBe(0o600)
      for (const keys of outputs) expect(keys[i], folder).toBe(onDisk)
    })
  }, 60_000)
})
