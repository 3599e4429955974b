import type { ImgHTMLAttributes } from 'react'
import { FALLBACK_ATTR } from '../../browser/page-script/image-fallback'
import { responsiveSources } from '../lib/image-variants'
import type { ImageRef } from '../schemas/fields'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> & {
  image: ImageRef | string | null | undefined
  /** Shown when the image is missing or fails to load (docs/behaviour.md#images). */
  fallback: string
  alt: string
  /** Intrinsic size, used when the image does not know its own: prevents layout shift. */
  width: number
  height: number
  /** The page's largest element above the fold: loaded eagerly and early. */
  priority?: boolean
  /**
   * The width the image takes in the layout (the `sizes` attribute), so the browser picks the smallest
   * variant that is sharp enough. The default suits an image as wide as the screen.
   */
  sizes?: string
}

/**
 * An image with width and height, lazy unless it is a priority image, that switches to a fallback when the
 * source is missing or broken (a broken one by src/browser/page-script/image-fallback.ts: the markup is not hydrated). An image the build made variants of is a <picture>: WebP first, then JPEG
 * (or PNG) for browsers without WebP, each in several widths. Images fetched in the browser (content newer
 * than the build) have no variants and stay a plain <img>.
 */
export function SmartImage({
  image,
  fallback,
  width,
  height,
  priority = false,
  sizes = '100vw',
  alt,
  ...rest
}: Props) {
  const ref = typeof image === 'string' ? { src: image } : image
  const src = ref?.src || fallback
  const sources = responsiveSources(ref)
  const img = (
    <img
      {...rest}
      src={src}
      {...{ [FALLBACK_ATTR]: fallback }}
      srcSet={sources?.fallback}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={ref?.width ?? width}
      height={ref?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
  if (!sources) return img
  // `display: contents`: the <picture> adds no box, so the <img> is laid out exactly as on its own.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  )
}
