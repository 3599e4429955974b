import type { CSSProperties } from 'react'

/**
 * Laid out and painted only as it nears the screen, at the height it last had (40rem before it was ever drawn):
 * a phone's first load does not pay for the parts of a long page below the first screen
 * (docs/architecture.md#rendering-below-the-fold). The stand-in size is a height only: given as
 * `contain-intrinsic-size`, it was a width too, and a skipped card 40rem wide in an auto-sized grid column made
 * the donation page scroll sideways at load on a phone. An inline style, so that it holds from the first paint,
 * before the whole stylesheet applies: the first screen's CSS is extracted from the elements above the fold
 * only. Only for a light box: while skipped, its text has no box, and contrast checkers (axe, in Lighthouse and
 * in our tests) then read it against the page's white, which is right only where the box is white or nearly.
 * Not for a box holding an island that waits for the screen: its content has no box until drawn, so the island
 * would start later than its own margin says.
 */
export const RENDER_NEAR_SCREEN: CSSProperties = {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 40rem',
}
