/**
 * The attribute on the hero carousel's <section>: the page script starts the slider's script on every element
 * that has it. A module of its own, so the page script that every page loads takes this name and not the rest
 * of slider-markup.ts.
 */
export const SLIDER_ROOT_ATTR = 'data-hero-slider'
