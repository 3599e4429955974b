import { execFileSync } from 'node:child_process'
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { nextDeployBuild } from '../../scripts/lib/isolated-build'
import { startSiteServer } from '../../scripts/lib/site-server'
import { CACHES } from '../../src/shared/offline/rules'
import {
  E2E_DIST_DIR,
  expect,
  showArticleInteractions,
  test,
  waitForApp,
  waitForBlock,
} from './support/fixtures'
import { builtPagePaths } from './support/pages'

// The service worker (docs/offline.md) in Chromium: 127.0.0.1 is a secure context, so it registers as over
// HTTPS. Each test has its own browser context, hence its own worker and caches; the other specs block the
// worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const article = builtPagePaths().find((pagePath) => pagePath.startsWith('/fr/actualite/'))!

/** Waits until the worker runs and `pagePath` is in the cache `cacheName` (the first page is sent to it). */
async function waitForCopy(page: Page, cacheName: string, pagePath: string, present = true): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, url]) =>
          Boolean(await (await caches.open(name!)).match(new URL(url!, location.href).href)),
        [cacheName, pagePath],
      ),
    )
    .toBe(present)
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}

test('an article read before opens again offline, with its styles', async ({ page, context }) => {
  await page.goto(article)
  await waitForApp(page)
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  await waitForCopy(page, CACHES.pages, article)
  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
  // The full stylesheet came from the worker's cache: the footer is laid out, not bare text.
  await expect(page.locator('footer')).toBeVisible()
  expect(
    await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/'))),
  ).toBe(true)
})

test('a page never read, offline: the offline page in its language, with the way to the saved articles', async ({
  page,
  context,
}) => {
  await page.goto('/en/about')
  await waitForApp(page)
  await waitForCopy(page, CACHES.pages, '/en/about')
  await goOffline(context)

  await page.goto('/en/projets')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('main').getByRole('link', { name: 'Saved articles' }).click()
  await expect(page).toHaveURL(/\/en\/projets#saved-articles$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Saved articles' })).toBeVisible()
  await expect(page.getByText('No article saved on this device yet.')).toBeVisible()

  await page.goto('/fr/don')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mes articles sauvegardés' }),
  ).toHaveAttribute('href', '#saved-articles')
})

test('a saved article opens offline from the saved list, without the pages read; unsaved, it is gone', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto(article)
  await waitForApp(page)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  await waitForCopy(page, CACHES.pages, article)
  await showArticleInteractions(page)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByRole('button', { name: 'Sauvegardé' })).toHaveAttribute('aria-pressed', 'true')
  await waitForCopy(page, CACHES.saved, article)
  // The pages read are gone (a cap, or the browser's clean-up); the saved copy is not.
  await page.evaluate((name) => caches.delete(name), CACHES.pages)

  await goOffline(context)
  // A page never read: the offline page, whose way to the saved articles leads to the article.
  await page.goto('/fr/projets')
  await page.getByRole('main').getByRole('link', { name: 'Mes articles sauvegardés' }).click()
  const list = page.getByRole('list', { name: 'Articles sauvegardés' })
  await list.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`${article}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // The article's images came with it.
  const cover = page.locator('main img').first()
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)

  await context.setOffline(false)
  await page.reload()
  await waitForApp(page)
  await showArticleInteractions(page)
  await page.getByRole('button', { name: 'Sauvegardé' }).click()
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toHaveAttribute('aria-pressed', 'false')
  await waitForCopy(page, CACHES.saved, article, false)
  await page.goto('/fr/sauvegardes')
  await expect(page.getByText('Aucun article sauvegardé sur cet appareil pour le moment.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Articles sauvegardés' })).toBeHidden()
  expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
})

test('without JavaScript, the saved-articles page says what it needs and lists nothing', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/fr/sauvegardes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes articles sauvegardés')
    await expect(page.getByText('Cette liste a besoin de JavaScript', { exact: false })).toBeVisible()
    await expect(page.getByText('Aucun article sauvegardé', { exact: false })).toBeHidden()
    await expect(page.getByRole('list', { name: 'Articles sauvegardés' })).toBeHidden()
  } finally {
    await context.close()
  }
})

test('Save-Data: the slider does not move by itself, and images below the fold take their smallest variant', async ({
  page,
}) => {
  // The browser's "save data" setting, as Chromium exposes it to pages.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true }),
    }),
  )
  await page.clock.install()
  await page.goto('/fr')
  await waitForApp(page)
  const hero = page.locator('section[aria-roledescription="carousel"]')
  await expect(page.getByRole('button', { name: 'Lancer le défilement' })).toBeVisible()
  await page.clock.runFor(16_000)
  await expect(hero.locator('[data-current="true"]')).toHaveAttribute('data-slide', '1')

  await page.clock.resume()
  // The images far below the first screen, which the browser had not fetched when the page script ran.
  const far = await page.evaluate(() => {
    const images = [
      ...document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"][srcset]'),
    ].filter(
      (image) => image.getBoundingClientRect().top > window.innerHeight + 3000 && image.checkVisibility(),
    )
    images.forEach((image) => (image.dataset.far = ''))
    return images.length
  })
  expect(far).toBeGreaterThan(0)
  for (const image of await page.locator('img[data-far]').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true)
  }
  const notSmallest = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[data-far]')].flatMap((image) => {
      const source = image.parentElement?.querySelector('source')
      const set = (image.currentSrc.endsWith('.webp') && source ? source.srcset : image.srcset)
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .map(([url, width]) => ({
          url: new URL(url!, location.href).href,
          width: Number.parseInt(width ?? '0'),
        }))
      const smallest = set.reduce((a, b) => (b.width < a.width ? b : a))
      return image.currentSrc === smallest.url ? [] : [`${image.currentSrc} (smallest: ${smallest.url})`]
    }),
  )
  expect(notSmallest).toEqual([])
})

/** A copy of a built site, served on an origin of its own: a test may redeploy it. */
async function deployment(from: string) {
  const dir = path.join(tmpdir(), `ahb-deploy-${process.pid}-${Date.now()}`)
  await cp(from, dir, { recursive: true })
  return dir
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/**
 * Gives every hashed file of a deployment a new name, in the files and in every reference to it, as a build
 * whose code changed does: the old names are gone from the host.
 */
async function renameHashedFiles(dir: string): Promise<Map<string, string>> {
  const assets = path.join(dir, 'assets')
  const names = new Map((await readdir(assets)).map((name) => [name, name.replace(/(\.\w+)$/, 'n$1')]))
  for (const [from, to] of names) await rename(path.join(assets, from), path.join(assets, to))
  const pattern = new RegExp(
    [...names.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  )
  for await (const file of filesUnder(dir)) {
    if (!/\.(html|js|css)$/.test(file)) continue
    const text = await readFile(file, 'utf8')
    const renamed = text.replace(pattern, (name) => names.get(name)!)
    if (renamed !== text) await writeFile(file, renamed)
  }
  return names
}

test('after the nightly redeploy, a visitor whose worker is from the old build gets the new pages, whole', async ({
  page,
  site,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const dir = await deployment(E2E_DIST_DIR)
  const server = await startSiteServer({ distDir: dir, port: 0, sharedApi: site.api })
  try {
    await page.goto(`${server.url}/fr`)
    await waitForApp(page)
    await waitForCopy(page, CACHES.pages, '/fr')
    await page.goto(`${server.url}/fr/actualites`)
    await waitForApp(page)
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    const next = nextDeployBuild(path.resolve(E2E_DIST_DIR, '..'))
    await expect(page.getByRole('link', { name: next.article.title })).toHaveCount(0)

    // The redeploy: the next build's pages over the old ones, and every hashed file under a new name.
    for await (const file of filesUnder(next.distDir))
      if (
        file.endsWith('.html') ||
        path.basename(file) === 'sw.js' ||
        file.includes(`${path.sep}assets${path.sep}`)
      )
        await cp(file, path.join(dir, path.relative(next.distDir, file)))
    const renamed = await renameHashedFiles(dir)

    const response = await page.goto(`${server.url}/fr`)
    expect(await response!.text()).toContain(next.article.title)
    await waitForApp(page)
    await expect(page.getByRole('link', { name: next.article.title }).first()).toBeVisible()
    // Its files are the new build's, and its islands run.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter(Boolean),
    )
    expect(
      scripts.every((src) => [...renamed.values()].some((name) => src.endsWith(`/assets/${name}`))),
    ).toBe(true)
    await page.getByRole('link', { name: next.article.title }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.article.title)
    // The list and the contact form hydrate at the visitor's first use (waitForBlock acts as one).
    await page.goto(`${server.url}/fr/actualites`)
    await waitForApp(page)
    await waitForBlock(page.getByRole('main').getByRole('searchbox'))
    await page.goto(`${server.url}/fr/contact`)
    await waitForApp(page)
    await waitForBlock(page.getByRole('main').getByRole('textbox').first())
    expect(consoleErrors).toEqual([])
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})

/** Shows `src` as an image of the page (an image request, which the worker answers) and waits for it. */
async function showImage(page: Page, src: string): Promise<void> {
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        const image = new Image()
        image.onload = () => resolve()
        image.onerror = () => reject(new Error(`${url} did not load`))
        image.src = url
      }),
    src,
  )
}

async function cachedText(page: Page, cacheName: string, url: string): Promise<string | null> {
  return page.evaluate(
    async ([name, path]) => {
      const copy = await (await caches.open(name!)).match(new URL(path!, location.href).href)
      return copy ? copy.text() : null
    },
    [cacheName, url],
  )
}

test('an image replaced under its name is shown from the cache, and the next view is the new one', async ({
  page,
  site,
}) => {
  const dir = await deployment(E2E_DIST_DIR)
  const server = await startSiteServer({ distDir: dir, port: 0, sharedApi: site.api })
  const image = '/images/placeholder.svg'
  try {
    await page.goto(`${server.url}/fr/about`)
    await waitForApp(page)
    await waitForCopy(page, CACHES.pages, '/fr/about')
    await page.goto(`${server.url}/fr/about`)
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await showImage(page, image)
    const before = await readFile(path.join(dir, image), 'utf8')
    await expect.poll(() => cachedText(page, CACHES.images, image)).toBe(before)

    // An editor replaces the picture under the same name; the browser's own copy has expired.
    const after = before.replace('<svg', '<svg data-replaced="yes"')
    expect(after).not.toBe(before)
    await writeFile(path.join(dir, image), after)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.goto(`${server.url}/fr/about`)
    await showImage(page, image)
    await expect.poll(() => cachedText(page, CACHES.images, image)).toBe(after)
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test('a deploy that ships no worker any more retires the old one and its caches, saved articles aside', async ({
  page,
  site,
}) => {
  const dir = await deployment(E2E_DIST_DIR)
  const server = await startSiteServer({ distDir: dir, port: 0, sharedApi: site.api })
  try {
    await page.goto(`${server.url}/fr/about`)
    await waitForApp(page)
    await waitForCopy(page, CACHES.pages, '/fr/about')
    await page.evaluate(async (name) => {
      await (await caches.open(name)).put('/fr/actualite/gardee', new Response('saved'))
    }, CACHES.saved)
    // The next deploy has no sw.js; the host answers its 404 page there.
    await rm(path.join(dir, 'sw.js'))
    await page.goto(`${server.url}/fr/contact`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0)
    await page.goto(`${server.url}/fr/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos')
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false)
    // By the next page at the latest (Chromium may still list a deleted cache, empty, where it was deleted).
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([CACHES.saved])
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test('the kill switch’s worker removes the worker and its caches', async ({ page, site }) => {
  const dir = await deployment(E2E_DIST_DIR)
  const server = await startSiteServer({ distDir: dir, port: 0, sharedApi: site.api })
  try {
    await page.goto(`${server.url}/fr/about`)
    await waitForApp(page)
    await waitForCopy(page, CACHES.pages, '/fr/about')
    // The build with SERVICE_WORKER=off ships this worker in place of the other.
    // In a process of its own: Vite's build sets NODE_ENV=production in the process that runs it.
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      '-e',
      "import('./scripts/build/service-worker.ts').then((m) => m.writeServiceWorker(process.argv[1], { off: true }))",
      dir,
    ])
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    )
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0)
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(expect.not.arrayContaining([expect.stringMatching(/^ahb-(pages|assets|images|shell)/)]))
    await page.goto(`${server.url}/fr/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos')
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})
