/**
 * What the hero slider's markup (HeroSlider.tsx) and its script (hero-slider-controller.ts) agree on: the
 * attributes the script finds its parts by, and the classes that show a slide or a dot's state. One place, so
 * that the prerendered first state and every later one look alike (docs/behaviour.md#home).
 */
export const SLIDER_ATTR = {
  /** On the carousel's <section>, the script island's element. */
  root: 'data-hero-slider',
  /** `true` while the slides turn on their own (tests and assistive text follow it). */
  rotating: 'data-rotating',
  /** On each slide: its position, from 1. */
  slide: 'data-slide',
  /** On the slide shown. */
  current: 'data-current',
  /** On each slide: what the live region says when it is shown by the visitor. */
  announce: 'data-announce',
  /** On a <template> holding a slide the prerendered page does not draw yet. */
  later: 'data-slide-later',
  /** On the box of the controls, prerendered hidden: the script shows it, so no page offers a dead button. */
  controls: 'data-slider-controls',
  /** On each control: `previous`, `next`, `dot` or `toggle`. */
  control: 'data-slider',
  /** On a dot: the index of its slide, from 0. */
  index: 'data-index',
  /** On the toggle: `true` while the visitor lets the slides turn. */
  playing: 'data-playing',
  /** On the toggle's two icons and two names: `playing` or `paused`, the state each belongs to. */
  when: 'data-when',
  /** On the live region. */
  status: 'data-slider-status',
} as const

/** A slide's look when shown, and when laid out but not shown (faded out, so the change cross-fades). */
export const SLIDE_SHOWN = ['visible', 'opacity-100'] as const
export const SLIDE_NOT_SHOWN = ['invisible', 'opacity-0'] as const

/** The dot of the slide shown grows by a transform, not by its width: a moving layout would count as a shift. */
export const DOT_CURRENT = ['scale-150', 'bg-white'] as const
export const DOT_OTHER = ['bg-slate-950/40', 'group-hover:bg-white/70'] as const
