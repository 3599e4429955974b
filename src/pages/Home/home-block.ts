import { RENDER_NEAR_SCREEN } from '../../shared/components/render-near-screen'

/**
 * The box of every home block below the slider, drawn only as it nears the screen; less room around it on a
 * phone, where the page must stay within ten screens (docs/behaviour.md#home).
 */
export const HOME_BLOCK = { className: 'py-6 sm:py-16', style: RENDER_NEAR_SCREEN }
/** The same on the light grey that alternates with white down the page. */
export const HOME_BLOCK_TINTED = { className: 'bg-slate-50 py-6 sm:py-16', style: RENDER_NEAR_SCREEN }
