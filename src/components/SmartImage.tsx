import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import type { ImageRef } from '../schemas/fields'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  image: ImageRef | string | null | undefined
  /** Shown when the image is missing or fails to load (SPEC §8 fallbacks). */
  fallback: string
  alt: string
  /** Intrinsic size, used when the image does not know its own: prevents layout shift. */
  width: number
  height: number
  /** The page's largest element above the fold: loaded eagerly and early. */
  priority?: boolean
}

/**
 * An <img> with width and height, lazy unless it is a priority image, that switches to a fallback when the
 * source is missing or broken.
 */
export function SmartImage({ image, fallback, width, height, priority = false, alt, ...rest }: Props) {
  const ref = typeof image === 'string' ? { src: image } : image
  const [failed, setFailed] = useState(false)
  const element = useRef<HTMLImageElement>(null)
  const src = !ref?.src || failed ? fallback : ref.src
  // An image that failed before React took over the prerendered page fired its error event unheard.
  useEffect(() => {
    const img = element.current
    // (A lazy image not requested yet has no currentSrc: it is not broken, just waiting.)
    if (img?.complete && img.currentSrc && img.naturalWidth === 0 && img.getAttribute('src') !== fallback) {
      setFailed(true)
    }
  }, [fallback])
  return (
    <img
      {...rest}
      ref={element}
      src={src}
      alt={alt}
      width={ref?.width ?? width}
      height={ref?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  )
}
