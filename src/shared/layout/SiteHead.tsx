import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { paths } from '../app/paths'
import { useI18n } from '../i18n/I18nProvider'
import { DEFAULT_LANG, LANGS } from '../i18n/languages'
import { switchLangPath } from '../i18n/paths'
import { absoluteUrl } from '../lib/site-url'
import { useIsNotFound } from './useIsNotFound'

/** `<html lang>`, default title and description, the language twins (hreflang) and the news feed. */
export function SiteHead() {
  const { lang, t, to } = useI18n()
  const { pathname } = useLocation()
  // The 404 page has no language twin to announce.
  const alternates = useIsNotFound() ? [] : [...LANGS, 'x-default' as const]
  return (
    <Head
      htmlAttributes={{ lang }}
      defaultTitle={t('site.fullName')}
      titleTemplate={`%s | ${t('site.name')}`}
    >
      <meta name="description" content={t('site.description')} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('news.feed.title')}
        href={absoluteUrl(to(paths.feed()))}
      />
      {alternates.map((hrefLang) => (
        <link
          key={hrefLang}
          rel="alternate"
          hrefLang={hrefLang}
          href={absoluteUrl(switchLangPath(pathname, hrefLang === 'x-default' ? DEFAULT_LANG : hrefLang))}
        />
      ))}
    </Head>
  )
}
