import { cp, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { startCmsServer, type CmsServer } from '../../scripts/cms/server'
import { COLLECTIONS } from '../../src/shared/schemas/content'

// `npm run cms` against a copy of the repository's content/ and images, with a .git/config and a node_modules
// file beside them, over real HTTP on 127.0.0.1. The API is found as the admin page finds it, in
// /admin/config.yml (docs/architecture.md#the-cms-on-an-editors-machine).

const GIT_CONFIG = '[core]\n\trepositoryformatversion = 0\n'
const SECRET = 'secret-of-a-dependency'

let parent: string
let repo: string
let cms: CmsServer
let api: URL

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request to `url`'s port on 127.0.0.1 with the Host and Origin given, as a rebound page would send them. */
function send(
  url: URL,
  options: { method?: string; host?: string; origin?: string; body?: unknown } = {},
): Promise<Answer> {
  const { method = 'POST', host = url.host, origin = url.origin, body } = options
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method,
        headers: {
          Host: host,
          ...(origin ? { Origin: origin } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const call = (
  action: string,
  params: Record<string, unknown>,
  options: { host?: string; origin?: string } = {},
) => send(api, { ...options, body: { action, params: { branch: 'main', ...params } } })

function persistEntry(dataFiles: { path: string; raw: string; newPath?: string }[], assets: unknown[] = []) {
  return call('persistEntry', {
    dataFiles: dataFiles.map((file) => ({ slug: 'essai', ...file })),
    assets,
    options: { commitMessage: 'Essai', useWorkflow: false, status: 'published' },
  })
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'ahb-cms-proxy-'))
  repo = path.join(parent, 'repo')
  await cp('content', path.join(repo, 'content'), { recursive: true })
  await cp(path.join('public', 'images', 'pages'), path.join(repo, 'public', 'images', 'pages'), {
    recursive: true,
  })
  await mkdir(path.join(repo, '.git'))
  await writeFile(path.join(repo, '.git', 'config'), GIT_CONFIG)
  await mkdir(path.join(repo, 'node_modules', 'dependency'), { recursive: true })
  await writeFile(path.join(repo, 'node_modules', 'dependency', 'index.js'), SECRET)
  // A link committed inside content/ must not lead the CMS out of it.
  await symlink(path.join('..', '.git'), path.join(repo, 'content', 'lien'))
  cms = await startCmsServer({ repoDir: repo, port: 0, workDir: path.join(repo, '.cms') })
  const config = parse((await send(new URL('/admin/config.yml', cms.url), { method: 'GET' })).body) as {
    local_backend: { url: string }
  }
  api = new URL(config.local_backend.url)
})

afterAll(async () => {
  await cms?.close()
  if (parent) await rm(parent, { recursive: true, force: true })
})

describe('npm run cms, its API and its pages', () => {
  it('serves the API at /api/v1 of the admin page’s own origin, which the page’s policy alone allows', async () => {
    const page = new URL(cms.url)
    expect(api.href).toBe(`${page.origin}/api/v1`)
    const admin = await send(page, { method: 'GET' })
    expect(admin.status).toBe(200)
    const connect = String(admin.headers['content-security-policy']).match(/connect-src ([^;]*)/)![1]
    expect(connect).not.toMatch(/localhost|127\.0\.0\.1/)
    expect((await call('info', {})).status).toBe(200)
  })

  it('refuses a rebound page — a foreign Host, a foreign Origin, another port — and writes nothing', async () => {
    const file = path.join(repo, 'content', 'info', 'rebinding.fr.md')
    const other = `localhost:${Number(api.port) + 1}`
    const attempts = [
      { host: `rebind.evil.example:${api.port}`, origin: `http://rebind.evil.example:${api.port}` },
      { host: api.host, origin: `http://rebind.evil.example:${api.port}` },
      { host: other, origin: `http://${other}` },
      { host: api.host, origin: `http://${other}` },
      { host: api.host, origin: '' },
    ]
    for (const attempt of attempts) {
      const answer = await send(api, {
        ...attempt,
        body: {
          action: 'persistEntry',
          params: {
            branch: 'main',
            dataFiles: [{ slug: 'x', path: 'content/info/rebinding.fr.md', raw: 'rebound' }],
            assets: [],
            options: { commitMessage: 'x', useWorkflow: false, status: 'published' },
          },
        },
      })
      expect(answer.status, JSON.stringify(attempt)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(attempt)).toBeLessThan(500)
      expect(JSON.parse(answer.body).error, JSON.stringify(attempt)).toEqual(expect.any(String))
    }
    expect(await exists(file)).toBe(false)
    // Nor does such a page read the admin page or its configuration.
    for (const host of [`rebind.evil.example:${api.port}`, other]) {
      const config = await send(new URL('/admin/config.yml', cms.url), { method: 'GET', host })
      expect(config.status, host).toBe(421)
      expect(config.body, host).not.toContain('local_backend')
    }
  })

  it('sends 127.0.0.1 to localhost, so that the page and its API share one origin', async () => {
    const answer = await send(new URL(cms.url), { method: 'GET', host: `127.0.0.1:${api.port}` })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe(cms.url)
  })

  it('refuses to write outside content/ and the media folder; the files stay as they were', async () => {
    const raw = '[core]\n\tfsmonitor = "touch pwned"\n'
    const outside = path.join(parent, 'x')
    const targets = [
      '.git/config',
      '../x',
      outside,
      'content/../.git/config',
      'content/./info/x.fr.md',
      'content//info/x.fr.md',
      'content\\..\\.git\\config',
      'content/%2e%2e/.git/config',
      'content/info/x.fr.md:flux',
      'content/info/x. ',
      'Content/info/x.fr.md',
      'content/lien/config',
      'public/images/pages/entree.md',
      'content',
      '',
    ]
    for (const target of targets) {
      const answer = await persistEntry([{ path: target, raw }])
      expect(answer.status, target).toBe(403)
      expect(JSON.parse(answer.body).error, target).toContain('Chemin refusé')
    }
    // A legitimate file renamed onto .git/config, or an asset saved there.
    const legit = 'content/info/notre-vision.fr.md'
    const before = await readFile(path.join(repo, legit), 'utf8')
    expect((await persistEntry([{ path: legit, raw, newPath: '.git/config' }])).status).toBe(403)
    const asset = {
      path: '.git/hooks/pre-commit',
      content: Buffer.from(raw).toString('base64'),
      encoding: 'base64',
    }
    expect((await persistEntry([{ path: 'content/info/essai.fr.md', raw }], [asset])).status).toBe(403)
    expect((await call('persistMedia', { asset, options: { commitMessage: 'x' } })).status).toBe(403)
    expect((await call('deleteFile', { path: '.git/config', options: { commitMessage: 'x' } })).status).toBe(
      403,
    )
    expect(
      (await call('deleteFiles', { paths: [legit, '.git/config'], options: { commitMessage: 'x' } })).status,
    ).toBe(403)
    // The entry form of persistEntry, and a malformed list, are checked as well.
    expect(
      (
        await call('persistEntry', {
          entry: { slug: 'x', path: '.git/config', raw },
          assets: [],
          options: { commitMessage: 'x', useWorkflow: false, status: 'published' },
        })
      ).status,
    ).toBe(403)
    expect((await call('persistEntry', { dataFiles: { path: '.git/config', raw }, assets: [] })).status).toBe(
      400,
    )

    expect(await readFile(path.join(repo, '.git', 'config'), 'utf8')).toBe(GIT_CONFIG)
    expect(await readFile(path.join(repo, legit), 'utf8')).toBe(before)
    expect(await exists(outside)).toBe(false)
    expect(await exists(path.join(repo, '.git', 'hooks'))).toBe(false)
    expect(await exists(path.join(repo, 'content', 'info', 'essai.fr.md'))).toBe(false)
  })

  it('refuses to read outside content/ and the media folder', async () => {
    const reads: [string, Record<string, unknown>][] = [
      ['getMediaFile', { path: '.git/config' }],
      ['getMediaFile', { path: 'node_modules/dependency/index.js' }],
      ['getMediaFile', { path: 'content/lien/config' }],
      ['getMediaFile', { path: 'content/info/notre-vision.fr.md' }],
      ['getEntry', { path: '.git/config' }],
      ['getEntry', { path: 'node_modules/dependency/index.js' }],
      ['getEntry', { path: 'content/lien/config' }],
      ['getEntry', { path: 'public/../.git/config' }],
      ['entriesByFiles', { files: [{ path: 'content/settings.yaml' }, { path: '.git/config' }] }],
      ['entriesByFolder', { folder: 'node_modules', extension: 'js', depth: 3 }],
      ['entriesByFolder', { folder: 'content/lien', extension: '', depth: 1 }],
      ['getMedia', { mediaFolder: '.git' }],
      ['getMedia', { mediaFolder: 'public' }],
    ]
    for (const [action, params] of reads) {
      const answer = await call(action, params)
      const label = `${action} ${JSON.stringify(params)}`
      expect(answer.status, label).toBe(403)
      expect(answer.body, label).not.toContain('repositoryformatversion')
      expect(answer.body, label).not.toContain(Buffer.from(GIT_CONFIG).toString('base64'))
      expect(answer.body, label).not.toContain(Buffer.from(SECRET).toString('base64'))
    }
    // Actions with paths we do not check are not forwarded at all.
    expect(
      (
        await call('unpublishedEntryDataFile', {
          collection: 'info',
          slug: 'x',
          id: 'x',
          path: '.git/config',
        })
      ).status,
    ).toBe(422)
  })

  it('lists every folder and file of the CMS configuration', async () => {
    for (const collection of COLLECTIONS) {
      const answer = await call('entriesByFolder', {
        folder: `content/${collection}`,
        extension: 'md',
        depth: 1,
      })
      expect(answer.status, collection).toBe(200)
      expect(JSON.parse(answer.body).length, collection).toBeGreaterThan(0)
    }
    const settings = await call('entriesByFiles', { files: [{ path: 'content/settings.yaml' }] })
    expect(JSON.parse(settings.body)[0].data).toContain('keyFigures')
    expect((await call('getMedia', { mediaFolder: 'public/images/pages' })).status).toBe(200)
  })

  it('still saves a content entry, written to its file and read back', async () => {
    const raw = '---\ntitle: Essai\n---\n\nUn essai.\n'
    const answer = await persistEntry([{ path: 'content/info/essai.fr.md', raw }])
    expect(answer.status, answer.body).toBe(200)
    expect(await readFile(path.join(repo, 'content', 'info', 'essai.fr.md'), 'utf8')).toBe(raw)
    const entry = JSON.parse((await call('getEntry', { path: 'content/info/essai.fr.md' })).body)
    expect(entry.data).toBe(raw)
  })

  it('still uploads an image to the media folder, which the media library then lists', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a', 'hex')
    const asset = {
      path: 'public/images/pages/essai.png',
      content: bytes.toString('base64'),
      encoding: 'base64',
    }
    const answer = await call('persistMedia', { asset, options: { commitMessage: 'Image' } })
    expect(answer.status, answer.body).toBe(200)
    expect(await readFile(path.join(repo, 'public', 'images', 'pages', 'essai.png'))).toEqual(bytes)
    const media = JSON.parse((await call('getMedia', { mediaFolder: 'public/images/pages' })).body) as {
      path: string
    }[]
    expect(media.map((file) => file.path)).toContain('public/images/pages/essai.png')
    const file = JSON.parse((await call('getMediaFile', { path: 'public/images/pages/essai.png' })).body)
    expect(file.content).toBe(bytes.toString('base64'))
  })
})
