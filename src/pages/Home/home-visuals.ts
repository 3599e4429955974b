/** Fixed visual choices of the home page: fallback images and the boxes that keep the layout still. */

/** SPEC §8: the images shown when a record's image is missing or fails to load (files of public/). */
export const FALLBACK_IMAGES = {
  slide: '/slides/slide1.jpg',
  project: '/projets/projet1.jpg',
  article: '/images/article-default.jpg',
  oddLeft: '/section/section1.png',
  oddRight: '/section/section2.png',
  /** Any other broken image. */
  placeholder: '/images/placeholder.svg',
} as const

/** The hero's height never changes with its state or its slide, so nothing below it ever moves (CLS 0). */
export const HERO_BOX = 'relative h-[34rem] overflow-hidden sm:h-[36rem] lg:h-[40rem]'
