import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { useI18n } from '../i18n/I18nProvider'
import { LANGS, DEFAULT_LANG } from '../i18n/languages'
import { switchLangPath } from '../i18n/paths'
import { absoluteUrl } from '../lib/site-url'

/** `<html lang>`, default title and description, and the language twins of the page (hreflang). */
export function SiteHead() {
  const { lang, t } = useI18n()
  const { pathname } = useLocation()
  return (
    <Head
      htmlAttributes={{ lang }}
      defaultTitle={t('site.fullName')}
      titleTemplate={`%s | ${t('site.name')}`}
    >
      <meta name="description" content={t('site.description')} />
      {LANGS.map((other) => (
        <link
          key={other}
          rel="alternate"
          hrefLang={other}
          href={absoluteUrl(switchLangPath(pathname, other))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(switchLangPath(pathname, DEFAULT_LANG))} />
    </Head>
  )
}
