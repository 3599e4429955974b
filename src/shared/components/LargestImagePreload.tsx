import { responsiveSources } from '../lib/image-variants'
import type { ImageRef } from '../schemas/fields'
import { usePageHead } from './page-head'

/**
 * The page's largest paint, asked for at the top of <head> before the scripts (scripts/build/finish-page.ts
 * keeps charset and viewport above it): on a slow connection it would otherwise queue behind them. The same
 * choice as the image's <picture>: its WebP variants at `sizes`, else the plain file (`fallbackSrc` when the
 * image has none).
 */
export function LargestImagePreload({
  image,
  sizes,
  fallbackSrc,
}: {
  image: ImageRef | null | undefined
  sizes: string
  fallbackSrc?: string
}) {
  const sources = responsiveSources(image)
  const href = image?.src || fallbackSrc
  // In an island the page has been painted already: nothing to preload.
  const head = usePageHead()
  if (!head || (!sources && !href)) return null
  const { Head } = head
  return (
    <Head>
      {sources ? (
        <link
          rel="preload"
          as="image"
          type="image/webp"
          imageSrcSet={sources.webp}
          imageSizes={sizes}
          fetchPriority="high"
        />
      ) : (
        <link rel="preload" as="image" href={href} fetchPriority="high" />
      )}
    </Head>
  )
}
