import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import type { Page } from '@playwright/test'
import { startCmsServer, type CmsServer } from '../../scripts/cms/server'
import { validateAllContent } from '../../src/node/data/content'
import { mustNotCome, NEVER_WITHIN_MS } from './support/absence'
import { expect, test } from './support/fixtures'

// `npm run cms`: Decap CMS on http://localhost with its local back-end. The back-end edits a copy of the
// repository's content/ and images, made for this file and removed after it, so the working copy (which
// the rest of the suite builds from) is never changed, even when a test fails half-way.

let repo: string
let cms: CmsServer

test.beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'ahb-cms-'))
  await cp('content', path.join(repo, 'content'), { recursive: true })
  await cp(path.join('public', 'images', 'pages'), path.join(repo, 'public', 'images', 'pages'), {
    recursive: true,
  })
  cms = await startCmsServer({ repoDir: repo, port: 0, workDir: path.join(repo, '.cms') })
})

test.afterAll(async () => {
  await cms?.close()
  if (repo) await rm(repo, { recursive: true, force: true })
})

const file = (name: string) => path.join(repo, 'content', 'info', name)

/** The actions of Decap's local back-end (one POST endpoint) that change files, as its requests name them. */
const WRITES = /"action":\s*"(persist|delete|publish|update)\w*"/

async function openEntry(page: Page, title: string): Promise<void> {
  await page.goto(cms.url)
  expect(new URL(page.url()).hostname).toBe('localhost')
  // The local back-end needs no account: "Se connecter" opens the CMS at once.
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.getByRole('link', { name: "Pages d'information (/info/…)" }).click()
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByText('Écrire en FR')).toBeVisible()
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await page.getByText('Publier maintenant').click()
}

test('an editor changes the French title of an information page; the file gets valid frontmatter', async ({
  page,
}) => {
  test.slow()
  const before = matter(await readFile(file('notre-vision.fr.md'), 'utf8'))
  await openEntry(page, 'Notre vision')
  // Two panes, French then English: the first "Titre" is the French one.
  const title = page.getByLabel('Titre', { exact: true }).first()
  await expect(title).toHaveValue(String(before.data.title))
  await title.fill('Notre vision pour 2030')
  // The save is a request WRITES knows (what the test of a refused entry waits for in vain).
  const write = page.waitForRequest((request) => WRITES.test(request.postData() ?? ''))
  await publish(page)
  await write

  await expect
    .poll(async () => matter(await readFile(file('notre-vision.fr.md'), 'utf8')).data.title, {
      timeout: 15_000,
    })
    .toBe('Notre vision pour 2030')
  const after = matter(await readFile(file('notre-vision.fr.md'), 'utf8'))
  expect({ ...after.data, title: before.data.title }).toEqual(before.data)
  expect(after.content.trim()).toBe(before.content.trim())
  const english = matter(await readFile(file('notre-vision.en.md'), 'utf8'))
  expect(english.data.title).toBe('Our vision')

  // The build's own check accepts the whole folder the CMS wrote to.
  const saved = process.env.CONTENT_DIR
  process.env.CONTENT_DIR = path.join(repo, 'content')
  try {
    await expect(validateAllContent()).resolves.toBeUndefined()
  } finally {
    if (saved === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = saved
  }
})

test('an editor picks a gradient by its French name; both files keep the classes the site reads', async ({
  page,
}) => {
  test.slow()
  const themeFile = (lang: string) => path.join(repo, 'content', 'themes', `acces-a-leau-potable.${lang}.md`)
  expect(matter(await readFile(themeFile('fr'), 'utf8')).data.gradient).toBe('from-sky-500 to-blue-700')
  await page.goto(cms.url)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await page.getByRole('link', { name: 'Domaines (pages /projets/…)' }).click()
  await page.getByRole('link').filter({ hasText: 'Accès à l' }).first().click()
  // The French pane's list shows names, never classes.
  const gradient = page.getByLabel('Dégradé de couleurs', { exact: true }).first()
  await expect(page.getByText('Bleu ciel vers bleu', { exact: true }).first()).toBeVisible()
  await gradient.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { name: 'Émeraude vers vert', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: /from-|to-/ })).toHaveCount(0)
  await page.keyboard.type('Émeraude vers vert')
  await page.keyboard.press('Enter')
  await publish(page)

  for (const lang of ['fr', 'en'])
    await expect
      .poll(async () => matter(await readFile(themeFile(lang), 'utf8')).data.gradient, { timeout: 15_000 })
      .toBe('from-emerald-500 to-green-700')
})

test('an entry without its required title is refused before anything is written', async ({ page }) => {
  test.slow()
  const before = await readFile(file('le-president.fr.md'), 'utf8')
  await openEntry(page, 'Le mot du président')
  await page.getByLabel('Titre', { exact: true }).first().fill('')
  // A save would be a request of the local back-end's that writes (persistEntry and its kin).
  const noWrite = mustNotCome(
    page.waitForRequest((request) => WRITES.test(request.postData() ?? ''), { timeout: NEVER_WITHIN_MS }),
    'A write to the local back-end',
  )
  await publish(page)
  await expect(page.getByText(/Titre est requis|Title is required/i).first()).toBeVisible()
  await noWrite()
  expect(await readFile(file('le-president.fr.md'), 'utf8')).toBe(before)
})

test('no public page loads any of the CMS, which the built site serves at /admin with its own policy', async ({
  page,
  site,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto(`${site.url}/fr/about`)
  await page.waitForLoadState('networkidle')
  expect(requested.filter((pathname) => pathname.startsWith('/admin'))).toEqual([])
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src))
  for (const src of scripts) expect(await (await page.request.get(src)).text()).not.toContain('decap-cms')

  const admin = await page.request.get(`${site.url}/admin`)
  expect(admin.status()).toBe(200)
  expect(await admin.text()).toContain('<script src="/admin/decap-cms.js"></script>')
  expect(admin.headers()['content-security-policy']).toContain('https://api.github.com')
  const about = await page.request.get(`${site.url}/fr/about`)
  expect(about.headers()['content-security-policy']).not.toContain('https://api.github.com')
  expect((await page.request.get(`${site.url}/admin/config.yml`)).status()).toBe(200)
})
