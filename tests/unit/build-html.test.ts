import { describe, expect, it } from 'vitest'
import {
  findInlineScripts,
  withoutModulePreloads,
  withoutRouterScripts,
} from '../../scripts/build/html-transforms'
import { parseHeadersFile, headersFor } from '../../scripts/lib/headers-file'
import { candidateFiles } from '../../scripts/lib/clean-urls'
import { referencedUrls } from '../../scripts/linkcheck'
import { sitePaths } from '../../scripts/build/site-paths'
import { robotsTxt, sitemapXml } from '../../scripts/build/sitemap'

const data = {
  loaderData: { '0-1': { title: '</script><script>alert(1)</script>' } },
  actionData: null,
  errors: null,
}
const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c')
const page = `<html lang="fr"><head><title>x</title></head><body><div id="root" data-server-rendered="true"></div><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script><script>window.__VITE_REACT_SSG_HASH__ = 'abc123'</script><script type="module" async src="/assets/app.js"></script></body></html>`

describe('withoutRouterScripts', () => {
  const out = withoutRouterScripts(page)

  it('removes the hydration data and the build hash: the site boots no app', () => {
    expect(out).not.toContain('__staticRouterHydrationData')
    expect(out).not.toContain('alert(1)')
    expect(out).not.toContain('__VITE_REACT_SSG_HASH__')
    expect(findInlineScripts(page)).toHaveLength(2)
    expect(findInlineScripts(out)).toEqual([])
  })

  it('keeps the page script', () => {
    expect(out).toContain('<script type="module" async src="/assets/app.js"></script>')
  })
})

describe('_headers', () => {
  const rules = parseHeadersFile(
    `# comment\n/*\n  X-Frame-Options: DENY\n  X-Test: a\n/assets/*\n  Cache-Control: immutable\n  X-Test: b\n`,
  )
  it.each([
    ['/fr/about', { 'X-Frame-Options': 'DENY', 'X-Test': 'a' }],
    ['/assets/app.js', { 'X-Frame-Options': 'DENY', 'X-Test': 'b', 'Cache-Control': 'immutable' }],
  ])('%s gets its headers', (pathname, expected) => {
    expect(headersFor(rules, pathname)).toEqual(expected)
  })
})

describe('clean URLs and links', () => {
  it.each([
    ['/', ['index.html']],
    ['/fr', ['fr', 'fr.html', 'fr/index.html']],
    ['/fr/about/', ['fr/about', 'fr/about.html', 'fr/about/index.html']],
    ['/../etc/passwd', ['etc/passwd', 'etc/passwd.html', 'etc/passwd/index.html']],
  ])('%s is served from %o', (pathname, expected) => {
    expect(candidateFiles(pathname)).toEqual(expected)
  })

  it('reads href, src, srcset and poster', () => {
    const html =
      '<a href="/fr/about#vision">x</a><img src="/a.jpg" srcset="/a-400.webp 400w, /a-800.webp 800w"><video poster="/p.jpg">'
    expect(referencedUrls(html)).toEqual([
      '/fr/about#vision',
      '/a.jpg',
      '/a-400.webp',
      '/a-800.webp',
      '/p.jpg',
    ])
  })

  it('lists every page in both languages', () => {
    const paths = sitePaths({
      themes: ['t'],
      projects: [],
      news: ['1'],
      info: [],
      publications: [],
      articles: ['a b'],
      slides: ['s'],
      newsPages: 3,
    })
    expect(paths).toContain('/fr')
    expect(paths).toContain('/fr/actualites')
    expect(paths).toContain('/en/actualites/page/2')
    expect(paths).toContain('/fr/actualites/page/3')
    expect(paths).not.toContain('/fr/actualites/page/1')
    expect(paths).not.toContain('/fr/actualites/page/4')
    expect(paths).toContain('/en/projets/t')
    expect(paths).toContain('/fr/news/1')
    expect(paths).toContain('/en/actualite/a%20b')
    expect(paths).toContain('/fr/full-description/s')
    expect(paths).toContain('/en/slide/s')
    expect(paths.filter((p) => p.startsWith('/fr')).length).toBe(paths.length / 2)
  })
})

describe('withoutModulePreloads', () => {
  it('removes every module preload and nothing else', () => {
    const html =
      '<link rel="modulepreload" crossorigin href="/assets/fr-1.js"><link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" crossorigin href="/assets/en-2.js">'
    expect(withoutModulePreloads(html)).toBe('<link rel="stylesheet" href="/assets/app.css">')
  })
})

describe('a page that failed to prerender', () => {
  it('fails the build with the error', () => {
    const failed = JSON.stringify(
      JSON.stringify({
        loaderData: {},
        actionData: null,
        errors: { '0-1': { message: 'snapshot unreadable' } },
      }),
    )
    const html = `<body><script>window.__staticRouterHydrationData = JSON.parse(${failed});</script></body>`
    expect(() => withoutRouterScripts(html)).toThrow(/snapshot unreadable/)
  })
})

describe('sitemap', () => {
  it('lists every page with its language twins and x-default', () => {
    const xml = sitemapXml(['/en', '/en/about', '/fr', '/fr/about', '/fr/seulement'], 'https://site.example')
    expect(xml).toContain(
      '<url><loc>https://site.example/en/about</loc><xhtml:link rel="alternate" hreflang="fr" href="https://site.example/fr/about"/><xhtml:link rel="alternate" hreflang="en" href="https://site.example/en/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/fr/about"/></url>',
    )
    expect(xml).toContain(
      '<url><loc>https://site.example/fr/seulement</loc><xhtml:link rel="alternate" hreflang="fr" href="https://site.example/fr/seulement"/><xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/fr/seulement"/></url>',
    )
    expect(robotsTxt('https://site.example')).toContain('Sitemap: https://site.example/sitemap.xml')
  })
})
