import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { responsiveSources } from '../lib/image-variants'
import type { ImageRef } from '../schemas/fields'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> & {
  image: ImageRef | string | null | undefined
  /** Shown when the image is missing or fails to load (SPEC §8 fallbacks). */
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
 * source is missing or broken. An image the build made variants of is a <picture>: WebP first, then JPEG
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
  const [failed, setFailed] = useState(false)
  const element = useRef<HTMLImageElement>(null)
  const src = !ref?.src || failed ? fallback : ref.src
  const sources = responsiveSources(ref)
  // An image that failed before React took over the prerendered page fired its error event unheard.
  useEffect(() => {
    const img = element.current
    // (A lazy image not requested yet has no currentSrc: it is not broken, just waiting.)
    if (img?.complete && img.currentSrc && img.naturalWidth === 0 && img.getAttribute('src') !== fallback) {
      setFailed(true)
    }
  }, [fallback])
  const img = (
    <img
      {...rest}
      ref={element}
      src={src}
      srcSet={failed ? undefined : sources?.fallback}
      sizes={sources && !failed ? sizes : undefined}
      alt={alt}
      width={ref?.width ?? width}
      height={ref?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  )
  if (!sources) return img
  // `display: contents`: the <picture> adds no box, so the <img> is laid out exactly as on its own. Once
  // failed, the <source> goes too: left in place, it would keep offering the broken image.
  return (
    <picture className="contents">
      {failed ? null : <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {img}
    </picture>
  )
}
