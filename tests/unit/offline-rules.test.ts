import { describe, expect, it } from 'vitest'
import { mayRegisterWorker } from '../../src/browser/page-script/offline/register-worker'
import {
  assetUrlsIn,
  fileKindOf,
  fileStrategyOf,
  isKeepablePage,
  offlinePageOf,
  routeOf,
  shellPages,
  smallestVariantUrl,
  workerScriptGone,
} from '../../src/shared/offline/rules'
import { contentSecurityPolicy, headersFile } from '../../scripts/build/security-headers'

const ORIGIN = 'https://ahb.example.org'
const get = (path: string, mode = 'no-cors', destination = '') => ({
  method: 'GET',
  url: new URL(path, ORIGIN).href,
  mode,
  destination,
})

describe('the service worker’s routing', () => {
  it('takes pages network-first, scripts and styles and images cache-first', () => {
    expect(routeOf(get('/fr/actualite/puits', 'navigate', 'document'), ORIGIN)).toBe('page')
    expect(routeOf(get('/en', 'navigate', 'document'), ORIGIN)).toBe('page')
    expect(routeOf(get('/assets/main-C0ffee12.js', 'cors', 'script'), ORIGIN)).toBe('asset')
    expect(routeOf(get('/assets/main-C0ffee12.css', 'no-cors', 'style'), ORIGIN)).toBe('asset')
    expect(routeOf(get('/media/v/02234de19596-640.webp', 'no-cors', 'image'), ORIGIN)).toBe('image')
    expect(routeOf(get('/images/fallback.svg', 'no-cors', 'image'), ORIGIN)).toBe('image')
  })

  it('never touches the API, posts, other origins, the CMS or itself', () => {
    expect(routeOf(get('/api/articles/', 'cors'), ORIGIN)).toBe('pass')
    expect(routeOf(get('/api/articles/3/comments/?page=1', 'cors'), ORIGIN)).toBe('pass')
    // A navigation to the API (an RSS reader's link, say) is the API's too.
    expect(routeOf(get('/api/articles/', 'navigate'), ORIGIN)).toBe('pass')
    expect(routeOf({ ...get('/api/articles/3/comments/', 'cors'), method: 'POST' }, ORIGIN)).toBe('pass')
    expect(routeOf({ ...get('/fr/contact', 'navigate'), method: 'POST' }, ORIGIN)).toBe('pass')
    expect(routeOf(get('https://api.example.org/api/articles/', 'cors'), ORIGIN)).toBe('pass')
    expect(routeOf(get('https://api.example.org/media/a.jpg', 'no-cors', 'image'), ORIGIN)).toBe('pass')
    expect(routeOf(get('/admin', 'navigate'), ORIGIN)).toBe('pass')
    expect(routeOf(get('/admin/decap-cms.js', 'no-cors', 'script'), ORIGIN)).toBe('pass')
    expect(routeOf(get('/sw.js', 'same-origin', 'serviceworker'), ORIGIN)).toBe('pass')
    // Feeds, the sitemap, a video's range requests: the network's, as without a worker.
    expect(routeOf(get('/fr/rss.xml', 'cors'), ORIGIN)).toBe('pass')
    expect(routeOf(get('/media/film.mp4', 'no-cors', 'video'), ORIGIN)).toBe('pass')
  })

  it('answers a file named after its content from the cache alone, any other from the cache and refreshed', () => {
    for (const file of [
      '/assets/main-C0ffee12.js',
      '/media/v/02234de19596-640.webp',
      '/pagefind/fragment/fr_2a3b4c.pf_fragment',
    ])
      expect(fileStrategyOf(`${ORIGIN}${file}`)).toBe('cache-first')
    // Replaced under the same name by a later build or by an editor in the CMS.
    for (const file of [
      '/images/article-default.jpg',
      '/media/puits-glazoue.jpg',
      '/images/pages/equipe.png',
    ])
      expect(fileStrategyOf(`${ORIGIN}${file}`)).toBe('stale-while-revalidate')
  })

  it('keeps for good only what the host also serves as immutable', () => {
    const headers = headersFile({ apiOrigin: '' })
    const immutable = [...headers.matchAll(/^(\/\S+)\n {2}Cache-Control: [^\n]*immutable$/gm)].map(
      ([, pattern]) => pattern!,
    )
    expect(immutable.length).toBeGreaterThan(0)
    for (const pattern of immutable)
      expect(fileStrategyOf(`${ORIGIN}${pattern.replace('*', 'a1b2c3-640.webp')}`)).toBe('cache-first')
    expect(headers).toMatch(/^\/media\/:file\n {2}Cache-Control: public, max-age=2592000$/m)
  })

  it('takes a 404, a 410 or a page in place of its script as the deploy shipping no worker', () => {
    const answer = (status: number, contentType = 'text/javascript') => ({
      status,
      headers: new Headers({ 'content-type': contentType }),
    })
    expect(workerScriptGone(answer(404, 'text/html'))).toBe(true)
    expect(workerScriptGone(answer(410, 'text/plain'))).toBe(true)
    expect(workerScriptGone(answer(200, 'text/html; charset=utf-8'))).toBe(true)
    expect(workerScriptGone(answer(200))).toBe(false)
    expect(workerScriptGone(answer(304))).toBe(false)
    // A failing host says nothing about the deploy.
    expect(workerScriptGone(answer(500, 'text/html'))).toBe(false)
    expect(workerScriptGone(answer(503, 'text/html'))).toBe(false)
  })

  it('keeps only whole, direct HTML pages as copies', () => {
    const response = (
      status: number,
      type = 'basic',
      redirected = false,
      contentType = 'text/html; charset=utf-8',
    ) => ({
      status,
      type,
      redirected,
      headers: new Headers({ 'content-type': contentType }),
    })
    expect(isKeepablePage(response(200))).toBe(true)
    expect(isKeepablePage(response(404))).toBe(false)
    expect(isKeepablePage(response(500))).toBe(false)
    expect(isKeepablePage(response(200, 'opaqueredirect'))).toBe(false)
    expect(isKeepablePage(response(200, 'basic', true))).toBe(false)
    expect(isKeepablePage(response(200, 'basic', false, 'application/json'))).toBe(false)
  })

  it('falls back to the offline page of the address’s language', () => {
    expect(offlinePageOf('/en/projets/eau')).toBe('/en/hors-ligne')
    expect(offlinePageOf('/fr/actualite/puits')).toBe('/fr/hors-ligne')
    expect(offlinePageOf('/')).toBe('/fr/hors-ligne')
    expect(offlinePageOf('/de/x')).toBe('/fr/hors-ligne')
    expect(shellPages()).toEqual(['/fr/hors-ligne', '/en/hors-ligne'])
  })

  it('asks for the 320-pixel variant of a wider image when the visitor saves data', () => {
    expect(smallestVariantUrl(`${ORIGIN}/media/v/02234de19596-1280.webp`)).toBe(
      `${ORIGIN}/media/v/02234de19596-320.webp`,
    )
    expect(smallestVariantUrl(`${ORIGIN}/media/v/02234de19596-640.jpg`)).toBe(
      `${ORIGIN}/media/v/02234de19596-320.jpg`,
    )
    expect(smallestVariantUrl(`${ORIGIN}/media/v/02234de19596-320.webp`)).toBeNull()
    expect(smallestVariantUrl(`${ORIGIN}/media/v/02234de19596-300.webp`)).toBeNull()
    expect(smallestVariantUrl(`${ORIGIN}/media/photo-1280.jpg`)).toBeNull()
  })

  it('finds the scripts and styles a page names, and sorts a page’s files into caches', () => {
    const html =
      '<link rel="stylesheet" href="/assets/main-Ab12.css" media="print"><script type="module" src="/assets/main-Cd34.js"></script>' +
      '<a href="/fr/about">x</a><img src="/media/v/a-320.webp"><link rel="stylesheet" href="/assets/main-Ab12.css">'
    expect(assetUrlsIn(html, ORIGIN)).toEqual([
      `${ORIGIN}/assets/main-Ab12.css`,
      `${ORIGIN}/assets/main-Cd34.js`,
    ])
    expect(fileKindOf(`${ORIGIN}/assets/main-Cd34.js`, ORIGIN)).toBe('assets')
    expect(fileKindOf(`${ORIGIN}/media/v/a-320.webp`, ORIGIN)).toBe('images')
    expect(fileKindOf(`${ORIGIN}/api/articles/`, ORIGIN)).toBeNull()
    expect(fileKindOf('https://api.example.org/media/a.jpg', ORIGIN)).toBeNull()
  })
})

describe('registering the worker', () => {
  it('only over HTTPS or on this machine', () => {
    expect(mayRegisterWorker({ protocol: 'https:', hostname: 'ahb.example.org' })).toBe(true)
    expect(mayRegisterWorker({ protocol: 'http:', hostname: 'localhost' })).toBe(true)
    expect(mayRegisterWorker({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true)
    expect(mayRegisterWorker({ protocol: 'http:', hostname: 'ahb.example.org' })).toBe(false)
    expect(mayRegisterWorker({ protocol: 'http:', hostname: '192.168.1.10' })).toBe(false)
    expect(mayRegisterWorker({ protocol: 'file:', hostname: '' })).toBe(false)
  })

  it('is served fresh on every check, under a policy that allows no other worker', () => {
    expect(headersFile({ apiOrigin: '' })).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache\n/)
    const policy = contentSecurityPolicy({ apiOrigin: '' })
    expect(policy).toContain("worker-src 'self';")
    // Said once: a browser ignores a repeated directive and logs an error on every page.
    expect(policy.match(/worker-src/g)).toHaveLength(1)
  })
})
