import type { CSSProperties } from 'react'

/**
 * Laid out and painted only as it nears the screen, at the height it last had (40rem before it was ever drawn):
 * a phone's first load does not pay for the whole page (docs/architecture.md#rendering-below-the-fold). An
 * inline style, so that it holds from the first paint, before the whole stylesheet applies: the first screen's
 * CSS is extracted from the elements above the fold only.
 */
const RENDER_NEAR_SCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }

/** The box of every home block below the slider. */
export const HOME_BLOCK = { className: 'py-16', style: RENDER_NEAR_SCREEN }
/** The same on the light grey that alternates with white down the page. */
export const HOME_BLOCK_TINTED = { className: 'bg-slate-50 py-16', style: RENDER_NEAR_SCREEN }
