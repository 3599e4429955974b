import { useEffect } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import { usePageHead, type PageHeadTools } from './page-head'
import { absoluteUrl } from '../lib/site-url'
import { FALLBACK_IMAGES } from './fallback-images'

const OG_LOCALES = { fr: 'fr_FR', en: 'en_US' } as const

/**
 * Title, description, canonical URL and sharing cards (Open Graph, Twitter) of one page, in its language.
 * The frame adds `| AHB`, `<html lang>` and the hreflang twins.
 */
export function PageMeta(props: PageMetaProps) {
  const head = usePageHead()
  return head ? <HeadMeta {...props} head={head} /> : <IslandPageTitle title={props.title} />
}

/**
 * In an island (content the build did not have, fetched in the browser), the page's title only, set once the
 * island runs in the browser: the prerendered page keeps the head it was built with.
 */
function IslandPageTitle({ title }: { title: string }) {
  const { t } = useI18n()
  const full = `${title} | ${t('site.name')}`
  useEffect(() => {
    document.title = full
  }, [full])
  return null
}

interface PageMetaProps {
  title: string
  description?: string
  noindex?: boolean
  /** Site path or absolute URL of the image shown when the page is shared. */
  image?: string | null
  type?: 'website' | 'article'
}

function HeadMeta({
  title,
  description,
  noindex,
  image,
  type = 'website',
  head: { Head, pathname },
}: PageMetaProps & { head: PageHeadTools }) {
  const { lang, t } = useI18n()
  const url = absoluteUrl(pathname)
  const shareImage = image
    ? /^https?:/.test(image)
      ? image
      : absoluteUrl(image)
    : absoluteUrl(FALLBACK_IMAGES.share)
  const summary = description ?? t('site.description')
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={summary} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={t('site.fullName')} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      <meta property="og:image" content={shareImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={shareImage} />
    </Head>
  )
}
