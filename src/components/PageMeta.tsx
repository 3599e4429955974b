import { useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { absoluteUrl } from '../lib/site-url'

/** Title and description of one page, in its language; the frame adds `| AHB`, `<html lang>` and hreflang. */
export function PageMeta({
  title,
  description,
  noindex,
}: {
  title: string
  description?: string
  noindex?: boolean
}) {
  const { pathname } = useLocation()
  return (
    <Head>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={absoluteUrl(pathname)} />
      )}
    </Head>
  )
}
