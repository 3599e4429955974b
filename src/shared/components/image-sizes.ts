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
  /**
   * The cards of a home block's row (src/shared/components/card-row.ts): at most 20rem on a phone, a balanced grid of
   * two or three columns from md up.
   */
  cardRow: '(min-width: 1280px) 25rem, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 20rem',
  /** The strategies: a 5rem thumbnail beside the text on a phone, then a grid of three, five from lg up. */
  strategyGrid: '(min-width: 1280px) 15rem, (min-width: 1024px) 19vw, (min-width: 768px) 31vw, 5rem',
} as const
