/**
 * docs/behaviour.md#images: the images shown when a record's image is missing or fails to load, and the
 * page's share image by default (files of public/). Every component names them from here.
 */
export const FALLBACK_IMAGES = {
  slide: '/slides/slide1.jpg',
  project: '/projets/projet1.jpg',
  article: '/images/article-default.jpg',
  oddLeft: '/section/section1.png',
  oddRight: '/section/section2.png',
  /** Any other broken image. */
  placeholder: '/images/placeholder.svg',
  /** The image a page shares when it has none of its own (the first slide's). */
  share: '/slides/slide1.jpg',
} as const
