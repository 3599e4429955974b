import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstScreenDocument } from '../../scripts/build/critical-css'
import { PageFinisher } from '../../scripts/build/finish-page'
import { scanPage, selectorAttributes } from '../../scripts/build/page-scan'

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

describe('PageFinisher', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'critical-css-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(
    path.join(dist, 'assets/app.css'),
    '.top{color:red}.first{margin:1px}.below{padding:2px}.unused{color:blue}' +
      'a:first-child{color:green}[data-state="open"]{display:block}.gap>b+b{margin:3px}',
  )
  const filler = '<i></i>'.repeat(300)

  it("inlines the first screen's rules and loads the stylesheet without blocking the first paint", async () => {
    const html = page(`<header class="top"></header><p class="first"></p>${filler}<p class="below"></p>`)
    const out = await new PageFinisher(dist).finish(html)
    const head = out.slice(0, out.indexOf('</head>'))
    expect(head).toBe(
      '<!DOCTYPE html><html lang="fr"><head><title>x</title><style>.top{color:red}.first{margin:1px}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/app.css" media="print" data-deferred-stylesheet>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/app.css"></noscript>',
    )
    expect(out).toContain('<p class="below"></p>')
  })

  it('extracts once per first-screen shape, and the reused result equals a fresh extraction', async () => {
    const verified = new PageFinisher(dist, true)
    const one = await verified.finish(page(`<header class="top"><a href="/fr">Accueil</a></header>${filler}`))
    const two = await verified.finish(
      page(`<header class="top"><a href="/en/x">Home, other text</a></header>${filler}`),
    )
    expect(verified.cssExtractions).toEqual({ extracted: 1, matched: 0, reused: 1 })
    expect(one.slice(0, one.indexOf('</style>'))).toBe(two.slice(0, two.indexOf('</style>')))
    expect(one).toContain('a:first-child{color:green}')
  })

  it('shares each shape between page workers: one extracts it, the others wait for its result', async () => {
    const known = new Map<string, string>()
    const claimed: string[] = []
    const shared = {
      claim: async (key: string) => {
        claimed.push(key)
        return known.get(key) ?? null
      },
      publish: (key: string, css: string) => void known.set(key, css),
    }
    const first = new PageFinisher(dist, false, shared)
    const second = new PageFinisher(dist, true, shared)
    const html = page(`<header class="top"><a href="/fr">Accueil</a></header>${filler}`)
    const one = await first.finish(html)
    const two = await second.finish(html)
    expect(two).toBe(one)
    expect(claimed).toHaveLength(2)
    expect(first.cssExtractions).toEqual({ extracted: 1, matched: 0, reused: 0 })
    expect(second.cssExtractions).toEqual({ extracted: 0, matched: 0, reused: 1 })
  })

  it('tells apart shapes that a selector tells apart: attributes it tests, siblings', async () => {
    const finisher = new PageFinisher(dist)
    const closed = await finisher.finish(page(`<div data-state="closed"></div>${filler}`))
    const open = await finisher.finish(page(`<div data-state="open"></div>${filler}`))
    const alone = await finisher.finish(page(`<div class="gap"><b></b></div>${filler}`))
    const pair = await finisher.finish(page(`<div class="gap"><b></b><b></b></div>${filler}`))
    expect(finisher.cssExtractions.extracted).toBe(4)
    expect(closed).not.toContain('[data-state=open]')
    expect(open).toMatch(/\[data-state=("?)open\1\]\{display:block\}/)
    expect(alone).not.toContain('.gap>b+b')
    expect(pair).toContain('.gap>b+b{margin:3px}')
  })

  it("reuses the CSS of another shape whose first screen the stylesheet's selectors answer alike", async () => {
    const finisher = new PageFinisher(dist, true)
    const css = (html: string) => html.slice(html.indexOf('<style>'), html.indexOf('</style>'))
    const one = await finisher.finish(page(`<header class="top"><p class="first">a</p></header>${filler}`))
    // Another shape (more paragraphs, an unknown class), the same selectors matching: Beasties filters no rule.
    const two = await finisher.finish(
      page(`<header class="top"><p class="first">a</p><p class="first other">b</p></header>${filler}`),
    )
    // One selector more matches (`.gap>b+b`): a new set of answers, filtered by Beasties.
    const three = await finisher.finish(
      page(
        `<header class="top"><p class="first">a</p></header><div class="gap"><b></b><b></b></div>${filler}`,
      ),
    )
    expect(finisher.cssExtractions).toEqual({ extracted: 3, matched: 1, reused: 0 })
    expect(css(two)).toBe(css(one))
    expect(css(three)).toBe(`${css(one)}.gap>b+b{margin:3px}`)
  })

  it('fails on a page that still has an inline script, which the Content-Security-Policy would block', async () => {
    const html = page('<script>window.__staticRouterHydrationData = {}</script>')
    await expect(new PageFinisher(dist).finish(html)).rejects.toThrow(
      /inline scripts left: window.__staticRouterHydrationData/,
    )
  })
})

describe('scanPage', () => {
  it('finds inline code, but not structured data or a script with a source', () => {
    const html = page(
      '<script type="application/ld+json">{"a":1}</script><script type="module" src="/a.js"></script><script>run()</script>',
    )
    expect(scanPage(html).inlineScripts).toEqual(['run()'])
  })

  it('finds the inline code past the first screen too, in any case, but not a tag written as text', () => {
    const html = page(
      '<p>a</p><p>b</p><p>&lt;script&gt;no()&lt;/script&gt;</p><SCRIPT>late()</SCRIPT>' +
        '<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script><script\n>last()</script>',
    )
    const scan = scanPage(html, undefined, 2)
    // div#root and the first paragraph: the rest is past the first screen.
    expect(html.slice(scan.firstScreenEnd)).toMatch(/^<p>b<\/p>/)
    expect(scan.inlineScripts).toEqual(['late()', 'last()'])
  })

  it('reads the attributes that selectors test from the stylesheet, escaped brackets aside', () => {
    const names = selectorAttributes('.w-\\[10px\\]{width:10px}[data-open]{x:1}input[type="search"]{y:2}')
    expect(names).toContain('data-open')
    expect(names).toContain('type')
    expect(names).not.toContain('10px')
  })
})
