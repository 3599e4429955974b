/**
 * `sizes` values for SmartImage: the width an image's box takes at each breakpoint, so the browser downloads
 * the smallest variant that is sharp enough. Derived from the layout: `container` is at most 80rem wide with
 * 1rem / 1.5rem (sm) / 2rem (lg) of padding on each side; breakpoints sm 640px, md 768px, lg 1024px,
 * xl 1280px. An image cropped by `object-cover` is given its box's width: the variant steps are coarse enough
 * that the pick stays sharp on phones (density 2 and more), and the bytes are what matters on mobile data.
 */
export const IMAGE_SIZES = {
  /** The whole width of the window (the home hero, whose slides cover it). */
  fullWidth: '100vw',
  /** The two-thirds column beside an aside (`container grid lg:grid-cols-3`, `lg:col-span-2`). */
  mainColumn: '(min-width: 1280px) 50rem, (min-width: 1024px) 62vw, 100vw',
  /** A `container max-w-4xl` column (an article). */
  articleColumn: '(min-width: 56rem) 52rem, 100vw',
  /** Cards in a `sm:grid-cols-2 lg:grid-cols-3` grid. */
  cardGrid: '(min-width: 1280px) 25rem, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw',
  /** Half of the container from md up (`md:grid-cols-2`): the ODD panels, a single event. */
  halfFromMd: '(min-width: 1280px) 38rem, (min-width: 768px) 48vw, 100vw',
  /** Half of the container from lg up (`lg:grid-cols-2`): the video thumbnail. */
  halfFromLg: '(min-width: 1280px) 37rem, (min-width: 1024px) 48vw, 100vw',
  /** The strategies' `grid-cols-2 sm:grid-cols-3 lg:grid-cols-5` grid, beside the 20rem aside from xl. */
  strategyGrid: '(min-width: 1280px) 10rem, (min-width: 1024px) 19vw, (min-width: 640px) 32vw, 50vw',
  /** The 5rem thumbnails of the recent-articles list. */
  thumbnail: '5rem',
} as const
