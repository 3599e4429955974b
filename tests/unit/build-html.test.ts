import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseHeadersFile, headersFor } from '../../scripts/lib/headers-file'
import { candidateFiles } from '../../scripts/lib/clean-urls'
import { referencedUrls } from '../../scripts/linkcheck'
import { readPages } from '../../scripts/build/pages'
import { sitePaths } from '../../scripts/build/site-paths'
import { NEWS_PAGE_SIZE } from '../../src/shared/api/page-sizes'
import type { RecordSources } from '../../src/shared/app/page-declaration'
import { robotsTxt, sitemapXml } from '../../scripts/build/sitemap'
import { indexablePagePaths } from '../../scripts/build/built-pages'

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

  it('decodes the character references of an attribute, as a browser reads it', () => {
    const html =
      '<a href="/fr/recherche?q=eau&amp;page=2">x</a><a href="/media/l&#x27;eau&#39;.pdf">y</a>' +
      '<img src="/a&eacute;.jpg"><a href="/x?a=1&copy=2">z</a>'
    // In an attribute, a named reference followed by `=` stays as written (`&copy=`).
    expect(referencedUrls(html)).toEqual([
      '/fr/recherche?q=eau&page=2',
      "/media/l'eau'.pdf",
      '/aé.jpg',
      '/x?a=1&copy=2',
    ])
  })

  it('lists every page in both languages, from the page folders’ declarations', async () => {
    // 3 pages of the list; the category `eau` has 2 pages of articles, `sante` 1.
    const articles = Array.from({ length: 3 * NEWS_PAGE_SIZE }, (_, index) => ({
      id: index,
      slug: index === 0 ? 'a b' : `a${index}`,
      category: index <= NEWS_PAGE_SIZE ? 1 : index === NEWS_PAGE_SIZE + 1 ? 2 : null,
    }))
    const snapshots: Record<string, unknown> = {
      articles,
      heroSlides: [{ slug: 's' }, { slug: null }],
      categories: [
        { id: 1, libelle: { fr: 'Eau' } },
        { id: 2, libelle: { fr: 'Santé' } },
      ],
    }
    const slugs: Record<string, string[]> = { themes: ['t'], news: ['1'], info: ['confidentialite', 'i'] }
    const sources = {
      snapshot: (async (name: string) => snapshots[name] ?? null) as RecordSources['snapshot'],
      slugs: async (collection: string) => slugs[collection] ?? [],
    }
    const paths = await sitePaths(await readPages(), sources)
    expect(paths).toContain('/fr')
    expect(paths).toContain('/fr/actualites')
    expect(paths).toContain('/en/actualites/page/2')
    expect(paths).toContain('/fr/actualites/page/3')
    expect(paths).not.toContain('/fr/actualites/page/1')
    expect(paths).not.toContain('/fr/actualites/page/4')
    // The category pages, paged like the list.
    expect(paths).toContain('/fr/actualites/categorie/eau')
    expect(paths).toContain('/en/actualites/categorie/eau/page/2')
    expect(paths).not.toContain('/fr/actualites/categorie/eau/page/3')
    expect(paths).toContain('/en/actualites/categorie/sante')
    expect(paths).not.toContain('/en/actualites/categorie/sante/page/2')
    expect(paths).toContain('/en/projets/t')
    expect(paths).toContain('/fr/news/1')
    expect(paths).toContain('/en/actualite/a%20b')
    expect(paths).toContain('/fr/full-description/s')
    expect(paths).toContain('/en/slide/s')
    // The privacy page's text is published at /confidentialite only.
    expect(paths).toContain('/fr/info/i')
    expect(paths).not.toContain('/fr/info/confidentialite')
    expect(paths).toContain('/fr/confidentialite')
    expect(paths.filter((p) => p.startsWith('/fr')).length).toBe(paths.length / 2)
    expect(new Set(paths).size).toBe(paths.length)
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

describe('the indexable pages', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'indexable-'))
  mkdirSync(path.join(site, 'fr'))
  const noindex = '<head><meta name="robots" content="noindex"></head>'
  writeFileSync(path.join(site, 'fr/a.html'), '<head></head>')
  writeFileSync(path.join(site, 'fr/b.html'), noindex)
  writeFileSync(path.join(site, 'fr/c.html'), '<head></head>')

  it('are read from the pages, or taken from the build’s record for the pages it knows', () => {
    expect(indexablePagePaths(site)).toEqual(['/fr/a', '/fr/c'])
    // The record names /fr/c as noindex and knows /fr/a and /fr/c: /fr/b, unknown to it, is read.
    const record = { known: new Set(['/fr/a', '/fr/c']), noindex: new Set(['/fr/c']) }
    expect(indexablePagePaths(site, record)).toEqual(['/fr/a'])
  })
})
