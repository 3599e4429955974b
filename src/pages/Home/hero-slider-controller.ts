import { savesData } from '../../browser/offline/save-data'
import { nextIndex, previousIndex, SLIDE_INTERVAL_MS } from './slider-index'
import { DOT_CURRENT, DOT_OTHER, SLIDE_NOT_SHOWN, SLIDE_SHOWN, SLIDER_ATTR } from './slider-markup'

/** A horizontal swipe longer than this (in CSS pixels) changes the slide on touch screens. */
const SWIPE_DISTANCE = 40

type SlideRole = 'current' | 'adjacent' | 'hidden'

/**
 * The current slide is shown; its neighbours are laid out but invisible, so their images load ahead and the
 * change cross-fades; the others are not rendered (display: none), and their lazy images wait.
 */
function roleOf(index: number, current: number, count: number): SlideRole {
  if (index === current) return 'current'
  return index === nextIndex(current, count) || index === previousIndex(current, count)
    ? 'adjacent'
    : 'hidden'
}

function swap(element: Element, on: readonly string[], off: readonly string[]): void {
  element.classList.remove(...off)
  element.classList.add(...on)
}

const started = new WeakSet<HTMLElement>()

/**
 * The hero slider's behaviour (docs/behaviour.md#home), in plain script on the prerendered markup of
 * HeroSlider.tsx: no framework is fetched for it (docs/islands.md#the-hero-slider). The slides the page held
 * back in <template>s come in; the current one moves on every 5 seconds and wraps, but never under
 * `prefers-reduced-motion` or Save-Data unless the visitor presses play, nor while the pointer rests on the
 * slider or focus is inside it (WCAG 2.2.2). Previous, next, the dots and swipes change it and restart the 5
 * seconds; the slide shown is announced politely while the slider stands still, never as it turns.
 */
export function startHeroSlider(root: HTMLElement): void {
  if (started.has(root)) return
  started.add(root)
  for (const later of root.querySelectorAll<HTMLTemplateElement>(`template[${SLIDER_ATTR.later}]`))
    later.replaceWith(later.content)
  root.querySelector<HTMLElement>(`[${SLIDER_ATTR.controls}]`)?.removeAttribute('hidden')
  const slides = Array.from(root.querySelectorAll<HTMLElement>(`[${SLIDER_ATTR.slide}]`))
  const dots = Array.from(root.querySelectorAll<HTMLElement>(`[${SLIDER_ATTR.control}="dot"]`))
  const toggle = root.querySelector<HTMLElement>(`[${SLIDER_ATTR.control}="toggle"]`)
  const status = root.querySelector<HTMLElement>(`[${SLIDER_ATTR.status}]`)
  const count = slides.length
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  const saveData = savesData()

  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute(SLIDER_ATTR.current)),
  )
  /** The visitor's play/pause choice; null until they make one. */
  let choice: boolean | null = null
  let hovered = false
  let focused = false
  let timer: number | undefined
  let timerFor = ''

  const playing = () => choice ?? !(motion.matches || saveData)

  function draw(): void {
    slides.forEach((slide, index) => {
      const role = roleOf(index, current, count)
      const shown = role === 'current'
      slide.hidden = role === 'hidden'
      slide.toggleAttribute('inert', !shown)
      if (shown) {
        slide.removeAttribute('aria-hidden')
        slide.setAttribute(SLIDER_ATTR.current, 'true')
      } else {
        slide.setAttribute('aria-hidden', 'true')
        slide.removeAttribute(SLIDER_ATTR.current)
      }
      swap(slide, shown ? SLIDE_SHOWN : SLIDE_NOT_SHOWN, shown ? SLIDE_NOT_SHOWN : SLIDE_SHOWN)
    })
    dots.forEach((dot, index) => {
      const isCurrent = index === current
      if (isCurrent) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
      const mark = dot.firstElementChild
      if (mark) swap(mark, isCurrent ? DOT_CURRENT : DOT_OTHER, isCurrent ? DOT_OTHER : DOT_CURRENT)
    })
    const isPlaying = playing()
    if (toggle) {
      toggle.setAttribute(SLIDER_ATTR.playing, String(isPlaying))
      for (const part of toggle.querySelectorAll<HTMLElement>(`[${SLIDER_ATTR.when}]`))
        part.hidden = part.getAttribute(SLIDER_ATTR.when) !== (isPlaying ? 'playing' : 'paused')
    }
    const rotating = count > 1 && isPlaying && !hovered && !focused
    root.setAttribute(SLIDER_ATTR.rotating, String(rotating))
    if (status) {
      // Announced politely, and only when the slides are not turning on their own (no chatter every 5 s).
      status.setAttribute('aria-live', rotating ? 'off' : 'polite')
      status.textContent = slides[current]?.getAttribute(SLIDER_ATTR.announce) ?? ''
    }
    // The 5 seconds start again whenever the slide changes or the slider starts turning.
    const key = rotating ? `turning at ${current}` : ''
    if (key === timerFor) return
    timerFor = key
    window.clearTimeout(timer)
    if (rotating) timer = window.setTimeout(() => show(nextIndex(current, count)), SLIDE_INTERVAL_MS)
  }

  function show(index: number): void {
    current = index
    draw()
  }

  root.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(`[${SLIDER_ATTR.control}]`)
    if (!control || !root.contains(control)) return
    const kind = control.getAttribute(SLIDER_ATTR.control)
    if (kind === 'previous') show(previousIndex(current, count))
    else if (kind === 'next') show(nextIndex(current, count))
    else if (kind === 'dot') show(Number(control.getAttribute(SLIDER_ATTR.index)))
    else if (kind === 'toggle') {
      choice = !playing()
      draw()
    }
  })
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return
    hovered = true
    draw()
  })
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return
    hovered = false
    draw()
  })
  root.addEventListener('focusin', () => {
    focused = true
    draw()
  })
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return
    focused = false
    draw()
  })
  let touchStart: number | null = null
  root.addEventListener('touchstart', (event) => (touchStart = event.touches[0]?.clientX ?? null), {
    passive: true,
  })
  root.addEventListener('touchend', (event) => {
    const start = touchStart
    const end = event.changedTouches[0]?.clientX
    touchStart = null
    if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_DISTANCE) return
    show(end < start ? nextIndex(current, count) : previousIndex(current, count))
  })
  motion.addEventListener('change', draw)
  draw()
}
