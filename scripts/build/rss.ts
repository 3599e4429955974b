import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readSnapshot } from '../../src/node/data/snapshots'
import enNews from '../../src/shared/i18n/dictionaries/en/news'
import frNews from '../../src/shared/i18n/dictionaries/fr/news'
import { LANGS, type Lang } from '../../src/shared/i18n/languages'
import { text } from '../../src/shared/i18n/localize'
import { EXCERPT_LENGTHS, htmlExcerpt } from '../../src/shared/lib/html/text'
import type { Article } from '../../src/shared/schemas/api'
import { paths } from '../../src/shared/app/paths'
import { localizePath } from '../../src/shared/i18n/paths'
import { siteUrlFromEnv } from '../../src/shared/lib/site-origin'
import { xmlEscape } from './xml'

/**
 * The news feeds: `/fr/rss.xml` and `/en/rss.xml`, RSS 2.0, the latest articles of the `articles` snapshot,
 * in each language with the French fallback (docs/behaviour.md#languages). Written after prerendering, beside
 * the pages.
 */

/** How many articles a feed lists. */
export const RSS_ITEM_COUNT = 20

const TEXTS: Record<Lang, Record<'news.feed.channel' | 'news.feed.description', string>> = {
  fr: frNews,
  en: enNews,
}

function time(article: Article): number {
  const parsed = article.publishedAt ? Date.parse(article.publishedAt) : NaN
  return Number.isNaN(parsed) ? 0 : parsed
}

/** RFC 822 date of RSS 2.0, e.g. "Tue, 04 Mar 2025 09:30:00 GMT". */
function rssDate(ms: number): string {
  return new Date(ms).toUTCString()
}

/** The feed of one language: the `limit` most recent articles, newest first. */
export function rssFeedXml(
  articles: readonly Article[],
  lang: Lang,
  siteUrl: string,
  limit = RSS_ITEM_COUNT,
): string {
  const site = siteUrl.replace(/\/+$/, '')
  const latest = [...articles].sort((a, b) => time(b) - time(a)).slice(0, limit)
  const listUrl = `${site}${localizePath(paths.newsList(), lang)}`
  const feedUrl = `${site}${localizePath(paths.feed(), lang)}`
  const newest = latest.find((article) => time(article) > 0)

  const items = latest.map((article) => {
    const link = `${site}${localizePath(paths.article(article.slug), lang)}`
    const description = htmlExcerpt(text(article.description, lang), EXCERPT_LENGTHS.articleCard)
    const category = text(article.categoryInfo?.libelle, lang)
    const lines = [
      `<title>${xmlEscape(text(article.title, lang))}</title>`,
      `<link>${xmlEscape(link)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      description ? `<description>${xmlEscape(description)}</description>` : '',
      time(article) > 0 ? `<pubDate>${rssDate(time(article))}</pubDate>` : '',
      category ? `<category>${xmlEscape(category)}</category>` : '',
      `<dc:creator>${xmlEscape(article.authorName ?? 'AHB')}</dc:creator>`,
    ]
    return `<item>${lines.filter(Boolean).join('')}</item>`
  })

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlEscape(TEXTS[lang]['news.feed.channel'])}</title>`,
    `<link>${xmlEscape(listUrl)}</link>`,
    `<description>${xmlEscape(TEXTS[lang]['news.feed.description'])}</description>`,
    `<language>${lang}</language>`,
    `<atom:link href="${xmlEscape(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    // The newest article's date rather than the clock: the same data gives the same file.
    newest ? `<lastBuildDate>${rssDate(time(newest))}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}

/** Writes `<outDir>/fr/rss.xml` and `<outDir>/en/rss.xml` from the `articles` snapshot (empty feeds without one). */
export async function writeRssFeeds(outDir: string): Promise<void> {
  const articles = (await readSnapshot('articles')) ?? []
  const site = siteUrlFromEnv()
  await Promise.all(
    LANGS.map(async (lang) => {
      const file = path.join(outDir, localizePath(paths.feed(), lang))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, rssFeedXml(articles, lang, site))
    }),
  )
}
