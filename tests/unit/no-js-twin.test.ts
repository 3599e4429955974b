import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { noJsTwinHtml } from '../../scripts/bench/no-js-twin'
import { writeTwinSite } from '../../scripts/bench/twin-site'

// The shape of a built page: an entry module, module preloads, the route data preload, the deferred
// stylesheet with its <noscript> fallback, structured data.
const head = [
  '<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>À propos | AHB</title>',
  '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
  '<style>body{margin:0}</style>',
  '<link rel="stylesheet" crossorigin="" href="/assets/app-2.css" media="print" data-deferred-stylesheet>',
  '<noscript><link rel="stylesheet" crossorigin="" href="/assets/app-2.css"></noscript>',
  '<link rel="modulepreload" crossorigin="" href="/assets/About-3.js">',
  '<LINK REL="ModulePreload" href="/assets/framework-4.js">',
  '<link rel="preload" as="script" href="/assets/island-5.js">',
  '<link rel="preload" as="fetch" crossorigin id="route-data" href="/static-loader-data/fr/about.json">',
  '<link rel="preload" as="image" href="/media/hero.webp" fetchpriority="high">',
  '<link rel="canonical" href="https://example.org/fr/about">',
  '<script type="application/ld+json">{"@type":"Organization","name":"AHB"}</script>',
  '</head>',
].join('\n')
const body =
  '<body><main><h1>À propos &amp; mission</h1><img src="/media/hero.webp" alt="">' +
  '<script>console.log("</div>")</script><p data-x=\'a"b\'>Texte</p></main>' +
  '<script type="module" src="/assets/loader.js"></script></body></html>'

describe('noJsTwinHtml', () => {
  const twin = noJsTwinHtml(`${head}\n${body}`)

  it('removes every script, module preload and preload that only scripts use', () => {
    expect(twin).not.toMatch(/<script(?![^>]*application\/ld\+json)/i)
    expect(twin).not.toMatch(/modulepreload/i)
    expect(twin).not.toContain('island-5.js')
    expect(twin).not.toContain('route-data')
    expect(twin).not.toContain('console.log')
  })

  it('keeps everything else byte for byte', () => {
    const expected =
      [
        '<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title>À propos | AHB</title>',
        '',
        '<style>body{margin:0}</style>',
        '<link rel="stylesheet" crossorigin="" href="/assets/app-2.css" media="print" data-deferred-stylesheet>',
        '<noscript><link rel="stylesheet" crossorigin="" href="/assets/app-2.css"></noscript>',
        '',
        '',
        '',
        '',
        '<link rel="preload" as="image" href="/media/hero.webp" fetchpriority="high">',
        '<link rel="canonical" href="https://example.org/fr/about">',
        '<script type="application/ld+json">{"@type":"Organization","name":"AHB"}</script>',
        '</head>',
      ].join('\n') +
      '\n<body><main><h1>À propos &amp; mission</h1><img src="/media/hero.webp" alt="">' +
      "<p data-x='a\"b'>Texte</p></main></body></html>"
    expect(twin).toBe(expected)
  })

  it('leaves a page without scripts as it is', () => {
    const page = '<!doctype html><html><head><title>T</title></head><body><p>Rien</p></body></html>'
    expect(noJsTwinHtml(page)).toBe(page)
  })
})

describe('writeTwinSite', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('writes the twin of every document and keeps every other file of the build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'twin-site-'))
    const dist = path.join(root, 'dist')
    mkdirSync(path.join(dist, 'fr', 'info'), { recursive: true })
    mkdirSync(path.join(dist, 'assets'))
    const page = '<html><head><script src="/assets/app.js"></script></head><body>Vision</body></html>'
    writeFileSync(path.join(dist, 'fr', 'info', 'notre-vision.html'), page)
    writeFileSync(path.join(dist, '404.html'), page)
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)')
    writeFileSync(path.join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')

    const twin = path.join(root, 'twin')
    writeTwinSite(dist, twin)

    const expected = '<html><head></head><body>Vision</body></html>'
    expect(readFileSync(path.join(twin, 'fr', 'info', 'notre-vision.html'), 'utf8')).toBe(expected)
    expect(readFileSync(path.join(twin, '404.html'), 'utf8')).toBe(expected)
    expect(readFileSync(path.join(twin, 'assets', 'app.js'), 'utf8')).toBe('console.log(1)')
    expect(readFileSync(path.join(twin, '_headers'), 'utf8')).toContain('nosniff')
    // The build's documents stay as they were.
    expect(readFileSync(path.join(dist, '404.html'), 'utf8')).toBe(page)
    expect(statSync(path.join(twin, 'assets', 'app.js')).size).toBe(14)
  })
})
