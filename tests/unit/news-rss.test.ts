import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RSS_ITEM_COUNT, rssFeedXml, writeRssFeeds } from '../../scripts/build/rss'
import { xmlEscape } from '../../scripts/build/xml'
import type { Article } from '../../src/shared/schemas/api'

function article(n: number, overrides: Partial<Article> = {}): Article {
  const day = String((n % 28) + 1).padStart(2, '0')
  return {
    id: n,
    slug: `article-${n}`,
    title: { fr: `Titre ${n}`, en: `Title ${n}` },
    description: {
      fr: `<p>Texte <strong>${n}</strong> en français.</p>`,
      en: `<p>Text ${n} in English.</p>`,
    },
    cover: null,
    publishedAt: `2025-${String((n % 12) + 1).padStart(2, '0')}-${day}T09:30:00+01:00`,
    authorName: null,
    category: null,
    categoryInfo: null,
    ...overrides,
  }
}

const items = (xml: string) =>
  Array.from(xml.matchAll(/<item>([\s\S]*?)<\/item>/g), (match) => match[1] ?? '')
const tag = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]

describe('xmlEscape', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(xmlEscape(`Eau & "santé" <b>'ici'</b>\u0001`)).toBe(
      'Eau &amp; &quot;santé&quot; &lt;b&gt;&apos;ici&apos;&lt;/b&gt;',
    )
  })
})

describe('rssFeedXml', () => {
  const site = 'https://ahb.example.org/'

  it('is an RSS 2.0 channel for the language, linking to its news list and to itself', () => {
    const xml = rssFeedXml([article(1)], 'en', site)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(tag(xml, 'language')).toBe('en')
    expect(xml).toContain('<link>https://ahb.example.org/en/actualites</link>')
    expect(xml).toContain(
      '<atom:link href="https://ahb.example.org/en/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(tag(xml, 'title')).toBe('AHB news')
    expect(tag(rssFeedXml([], 'fr', site), 'title')).toBe('Actualités de l’AHB')
  })

  it('lists the 20 most recent articles, newest first, with absolute links', () => {
    const all = Array.from({ length: 30 }, (_, index) => article(index + 1))
    const xml = rssFeedXml(all, 'fr', site)
    const found = items(xml)
    expect(found).toHaveLength(RSS_ITEM_COUNT)
    const dates = found.map((item) => Date.parse(tag(item, 'pubDate') ?? ''))
    expect(dates.every((date, index) => index === 0 || date <= dates[index - 1]!)).toBe(true)
    const newest = [...all].sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!))[0]!
    expect(tag(found[0]!, 'link')).toBe(`https://ahb.example.org/fr/actualite/${newest.slug}`)
    expect(found[0]).toContain(
      `<guid isPermaLink="true">https://ahb.example.org/fr/actualite/${newest.slug}</guid>`,
    )
    expect(tag(found[0]!, 'pubDate')).toBe(new Date(Date.parse(newest.publishedAt!)).toUTCString())
  })

  it('uses the language of the feed, with the French fallback, and plain-text descriptions', () => {
    const bilingual = article(1, {
      categoryInfo: { id: 1, libelle: { fr: 'Eau potable', en: 'Drinking water' } },
    })
    const frenchOnly = article(2, {
      title: { fr: 'Santé à Kandi', en: '' },
      description: { fr: '<p>Une campagne de <em>vaccination</em>.</p>' },
      authorName: 'Awa Dossou',
      publishedAt: '2024-01-01T08:00:00+01:00',
    })
    const [first, second] = items(rssFeedXml([bilingual, frenchOnly], 'en', site))
    expect(tag(first!, 'title')).toBe('Title 1')
    expect(tag(first!, 'description')).toBe('Text 1 in English.')
    expect(tag(first!, 'category')).toBe('Drinking water')
    expect(tag(first!, 'dc:creator')).toBe('AHB')
    expect(tag(second!, 'title')).toBe('Santé à Kandi')
    expect(tag(second!, 'description')).toBe('Une campagne de vaccination.')
    expect(tag(second!, 'dc:creator')).toBe('Awa Dossou')
    expect(second).not.toContain('<category>')
  })

  it('escapes titles and descriptions', () => {
    const tricky = article(1, {
      title: { fr: 'Eau & assainissement <script>alert(1)</script>' },
      description: { fr: '<p>Les « comités » &amp; les <b>usagers</b> : 5 &lt; 10</p>' },
    })
    const [item] = items(rssFeedXml([tricky], 'fr', site))
    expect(tag(item!, 'title')).toBe('Eau &amp; assainissement &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(tag(item!, 'description')).toBe('Les « comités » &amp; les usagers : 5 &lt; 10')
    expect(item).not.toMatch(/<script|<b>|<p>/)
  })

  it('keeps long descriptions to the card excerpt', () => {
    const long = article(1, { description: { fr: `<p>${'mot '.repeat(200)}</p>` } })
    const description = tag(items(rssFeedXml([long], 'fr', site))[0]!, 'description') ?? ''
    expect(description.endsWith('…')).toBe(true)
    expect(Array.from(description).length).toBeLessThanOrEqual(181)
  })
})

describe('writeRssFeeds', () => {
  let dir: string
  const saved = { snapshots: process.env.SNAPSHOT_DIR, site: process.env.SITE_URL }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'news-rss-'))
    const snapshot = {
      name: 'articles',
      fetchedAt: new Date().toISOString(),
      source: 'test',
      data: [article(1), article(2)],
    }
    await writeFile(path.join(dir, 'articles.json'), JSON.stringify(snapshot))
    process.env.SNAPSHOT_DIR = dir
    process.env.SITE_URL = 'https://ahb.example.org'
  })

  afterAll(async () => {
    process.env.SNAPSHOT_DIR = saved.snapshots
    process.env.SITE_URL = saved.site
    if (saved.snapshots === undefined) delete process.env.SNAPSHOT_DIR
    if (saved.site === undefined) delete process.env.SITE_URL
    await rm(dir, { recursive: true, force: true })
  })

  it('writes one feed per language from the articles snapshot', async () => {
    const out = path.join(dir, 'out')
    await writeRssFeeds(out)
    const fr = await readFile(path.join(out, 'fr', 'rss.xml'), 'utf8')
    const en = await readFile(path.join(out, 'en', 'rss.xml'), 'utf8')
    expect(items(fr).map((item) => tag(item, 'title'))).toEqual(['Titre 2', 'Titre 1'])
    expect(items(en).map((item) => tag(item, 'title'))).toEqual(['Title 2', 'Title 1'])
    expect(en).toContain('<link>https://ahb.example.org/en/actualite/article-2</link>')
  })
})
