import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANG, LANGS } from '../../src/shared/i18n/languages'
import { switchLangPath } from '../../src/shared/i18n/paths'
import { indexablePagePaths } from './built-pages'
import { xmlEscape } from './xml'

/** sitemap.xml with each page's language twins (hreflang, x-default = French), as search engines read them. */
export function sitemapXml(pages: readonly string[], siteUrl: string): string {
  const known = new Set(pages)
  const url = (page: string) => xmlEscape(`${siteUrl}${page}`)
  const entries = pages.map((page) => {
    const twins = LANGS.map((lang) => [lang, switchLangPath(page, lang)] as const).filter(([, twin]) =>
      known.has(twin),
    )
    const links = [...twins, ['x-default', switchLangPath(page, DEFAULT_LANG)] as const]
      .filter(([, twin]) => known.has(twin))
      .map(([lang, twin]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(twin)}"/>`)
    return `<url><loc>${url(page)}</loc>${links.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /static-loader-data/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** `noindex`: the build's record of the pages that say noindex, for the pages it knows (indexablePagePaths). */
export async function writeSitemap(
  outDir: string,
  siteUrl: string,
  noindex?: Parameters<typeof indexablePagePaths>[1],
): Promise<void> {
  const pages = indexablePagePaths(outDir, noindex)
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, siteUrl))
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl))
}
