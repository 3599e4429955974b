import type { ImageRef, ImageVariants } from '../schemas/fields'

/**
 * Where the responsive copies of the stored images live and how they are named: the pipeline writes them
 * (scripts/pipeline/image-variants.ts), pages list them in `srcset`. No zod here: SmartImage, on every page,
 * imports this module.
 */

/** Under `/media/` like the originals, in a folder of their own so it can be cached for good (`_headers`). */
export const VARIANTS_PATH = '/media/v/'

export type VariantFormat = 'webp' | ImageVariants['fallback']

export function variantFileName(key: string, width: number, format: VariantFormat): string {
  return `${key}-${width}.${format}`
}

function srcsetOf(variants: ImageVariants, format: VariantFormat): string {
  return variants.widths
    .map((width) => `${VARIANTS_PATH}${variantFileName(variants.key, width, format)} ${width}w`)
    .join(', ')
}

export interface ResponsiveSources {
  webp: string
  fallback: string
  fallbackType: 'image/jpeg' | 'image/png'
}

/** The `srcset` lists of an image the build made variants of; null for any other image. */
export function responsiveSources(image: ImageRef | string | null | undefined): ResponsiveSources | null {
  const variants = typeof image === 'object' ? image?.variants : undefined
  if (!variants || variants.widths.length === 0) return null
  return {
    webp: srcsetOf(variants, 'webp'),
    fallback: srcsetOf(variants, variants.fallback),
    fallbackType: variants.fallback === 'png' ? 'image/png' : 'image/jpeg',
  }
}
