/**
 * docs/behaviour.md#images: the images shown when a record's image is missing or fails to load (files of
 * public/).
 */
export const FALLBACK_IMAGES = {
  slide: '/slides/slide1.jpg',
  project: '/projets/projet1.jpg',
  article: '/images/article-default.jpg',
  oddLeft: '/section/section1.png',
  oddRight: '/section/section2.png',
  /** Any other broken image. */
  placeholder: '/images/placeholder.svg',
} as const
