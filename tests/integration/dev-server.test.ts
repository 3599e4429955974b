import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lang } from '../../src/shared/i18n/languages'
import type { TextKey } from '../../src/shared/i18n/text-keys'
import { loadDictionary, translate } from '../../src/shared/i18n/translate'
import { CHROMIUM_FLAGS, testChromiumPath } from '../../scripts/lib/chromium'

/**
 * `npm run dev` as a developer starts it (scripts/dev.ts: the reference back-end, a pull, the dev server), on
 * free loopback ports and in a folder of its own, asked for pages over real HTTP (docs/islands.md#the-dev-server).
 */

/** The pull encodes every image once (the variants' cache is shared), and the first page compiles the app. */
const START_MS = 240_000
const PAGE_MS = 120_000

let root: string
let dev: ChildProcess | undefined
let output = ''
let devUrl: string

/** A port nothing listens on now: asked of the system, then let go for the dev script to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once the dev server answers; throws, with what the script printed, if it stops or takes too long. */
async function answering(url: string, child: ChildProcess, deadline: number): Promise<void> {
  let stopped = false
  void exited(child).then(() => (stopped = true))
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`npm run dev stopped before answering:\n${output}`)
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PAGE_MS) })
      return
    } catch {
      await pause(500)
    }
  }
  throw new Error(`npm run dev did not answer within ${START_MS} ms:\n${output}`)
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ahb-dev-'))
  const [apiPort, devPort] = [await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AHB_DATA_DIR: path.join(root, 'data'),
    SNAPSHOT_DIR: path.join(root, 'snapshots'),
    MEDIA_DIR: path.join(root, 'media'),
    API_PORT: String(apiPort),
  }
  // The port as the README gives it: `npm run dev -- --port N`.
  delete env.DEV_PORT
  // The reference back-end, as `npm run dev` starts it without them.
  delete env.API_URL
  delete env.PUBLIC_API_URL
  // A process group of its own: the script, its dev server and their children stop together.
  dev = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'dev.ts'), '--port', String(devPort)],
    {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk))
  devUrl = `http://localhost:${devPort}`
  await answering(`${devUrl}/fr`, dev, Date.now() + START_MS)
}, START_MS + 10_000)

afterAll(async () => {
  if (dev?.pid !== undefined) {
    const group = -dev.pid
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(group, signal)
      } catch {
        // Already gone.
      }
    }
    kill('SIGTERM')
    const done = await Promise.race([exited(dev).then(() => true), pause(10_000).then(() => false)])
    // Whatever still runs in the group (the dev server, a worker) goes too.
    kill('SIGKILL')
    if (!done) await exited(dev)
  }
  if (root) rmSync(root, { recursive: true, force: true })
}, 30_000)

type Element = DefaultTreeAdapterMap['element']

/** The names of the `<html>` start tag's attributes, as written, repeats included (a parser keeps only the first). */
function htmlAttributeNames(html: string): string[] {
  const attributes = /<html\b([^>]*)>/.exec(html)?.[1] ?? ''
  return [...attributes.matchAll(/([^\s=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g)].map(
    (match) => match[1]!,
  )
}

/** The document's language and title, read as a browser parses the page. */
function languageAndTitle(html: string): { lang: string | undefined; title: string | undefined } {
  const document = parse(html)
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html')
  const head = root?.childNodes.find((node): node is Element => node.nodeName === 'head')
  const title = head?.childNodes.find((node): node is Element => node.nodeName === 'title')
  return {
    lang: root?.attrs.find((attr) => attr.name === 'lang')?.value,
    title: title?.childNodes.map((node) => ('value' in node ? node.value : '')).join(''),
  }
}

async function expectedTitle(lang: Lang, key: TextKey): Promise<string> {
  const dictionary = await loadDictionary(lang)
  return `${translate(dictionary, key)} | ${translate(dictionary, 'site.name')}`
}

describe('npm run dev', () => {
  const routes: [string, Lang, TextKey][] = [
    ['/fr', 'fr', 'page.home.title'],
    ['/en/actualites', 'en', 'page.news.title'],
    ['/fr/don', 'fr', 'page.donate.title'],
  ]
  for (const [route, lang, titleKey] of routes) {
    it(
      `answers ${route} with 200, its title and language (one lang attribute), and the live-reload client`,
      async () => {
        const response = await fetch(`${devUrl}${route}`, { signal: AbortSignal.timeout(PAGE_MS) })
        const html = await response.text()
        expect(response.status, html.slice(0, 500)).toBe(200)
        expect(languageAndTitle(html)).toEqual({ lang, title: await expectedTitle(lang, titleKey) })
        expect(htmlAttributeNames(html)).toEqual(['lang'])
        expect(html).toContain('/@vite/client')
      },
      PAGE_MS + 10_000,
    )
  }
})

describe('npm run dev in the browser', () => {
  it(
    'hydrates on Preact as the build does, without react-dom, and the events filter asks the API again',
    async () => {
      const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_FLAGS })
      try {
        const page = await browser.newPage()
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
        })
        await page.goto(`${devUrl}/fr`, { timeout: PAGE_MS })
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: PAGE_MS })
        const events = page.locator('section[aria-labelledby="home-events-title"]')
        const all = events.getByRole('button', { name: 'Tous', exact: true })
        const asked = page.waitForRequest((request) => request.url().includes('/api/events/?filter=all'), {
          timeout: PAGE_MS,
        })
        // The block waits for the visitor (`in-use`): the click starts it and is given to the filter once hydrated.
        await all.click()
        await asked
        await events
          .locator('[data-events-state="ready"], [data-events-state="empty"]')
          .waitFor({ timeout: PAGE_MS })
        expect(await all.getAttribute('aria-pressed')).toBe('true')
        expect(scripts.some((script) => /[\\/]preact[_\\/.]/.test(script))).toBe(true)
        // React's own modules, pre-bundled or not (react.js, react-dom_client.js, react_jsx-dev-runtime.js…).
        const react = scripts.filter((script) => /^react(?:[-_.]|$)/.test(script.split('/').pop() ?? ''))
        expect(react).toEqual([])
      } finally {
        await browser.close()
      }
    },
    PAGE_MS * 3,
  )
})
