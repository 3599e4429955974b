import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createCriticalCssExtractor,
  firstScreenDocument,
  inlineFirstScreenCss,
} from '../../scripts/build/critical-css'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root">${body}</div></body></html>`

describe('firstScreenDocument', () => {
  it('keeps the first elements of the body and closes what is still open', () => {
    const html = page(
      '<header><p>a</p><img src="/a.jpg"></header><main><section><h1>t</h1><p>b</p></section></main>',
    )
    // div#root, header, p, img, main: the fifth element is the last kept.
    expect(firstScreenDocument(html, 5)).toBe(
      '<!DOCTYPE html><html lang="fr"><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root"><header><p>a</p><img src="/a.jpg"></header><main></main></div></body></html>',
    )
  })

  it('reads scripts, comments and self-closed SVG children as single elements, never as tags', () => {
    const html = page(
      '<script type="application/ld+json">{"a":"<p>"}</script><!-- <div> --><svg><path d="M1 1"/></svg><p>last</p><p>cut</p>',
    )
    const cut = firstScreenDocument(html, 5)
    expect(cut).toContain('<p>last</p></div></body></html>')
    expect(cut).not.toContain('cut')
  })

  it('leaves a short page whole', () => {
    const html = page('<main><p>a</p></main>')
    expect(firstScreenDocument(html, 300)).toBe(html)
  })
})

describe('inlineFirstScreenCss', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'critical-css-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(
    path.join(dist, 'assets/app.css'),
    '.top{color:red}.first{margin:1px}.below{padding:2px}.unused{color:blue}',
  )
  const beasties = createCriticalCssExtractor(dist)

  it("inlines the first screen's rules and loads the stylesheet without blocking the first paint", async () => {
    const filler = '<i></i>'.repeat(300)
    const html = page(`<header class="top"></header><p class="first"></p>${filler}<p class="below"></p>`)
    const out = await inlineFirstScreenCss(html, beasties)
    const head = out.slice(0, out.indexOf('</head>'))
    expect(head).toBe(
      '<!DOCTYPE html><html lang="fr"><head><title>x</title><style>.top{color:red}.first{margin:1px}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/app.css" media="print" data-deferred-stylesheet>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/app.css"></noscript>',
    )
    expect(out).toContain('<p class="below"></p>')
  })
})
