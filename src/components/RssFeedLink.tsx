import { Head } from 'vite-react-ssg'
import { useI18n } from '../i18n/I18nProvider'
import { absoluteUrl } from '../lib/site-url'

/** The news feed of the page's language, announced in the head (`/fr/rss.xml`, `/en/rss.xml`). */
export function RssFeedLink() {
  const { lang, t } = useI18n()
  return (
    <Head>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('news.feed.title')}
        href={absoluteUrl(`/${lang}/rss.xml`)}
      />
    </Head>
  )
}
