// @vitest-environment jsdom
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import { loadDictionary } from '../../src/shared/i18n/translate'
import { HeroBlock } from '../../src/pages/Home/HeroBlock'
import { startHeroSlider } from '../../src/pages/Home/hero-slider-controller'
import type { SlideView } from '../../src/pages/Home/home-data'

// The prerendered hero and its plain script (docs/islands.md#the-hero-slider): the page holds the first slide,
// the script brings in the others and turns them.

let reducedMotion = false

beforeAll(async () => {
  await loadDictionary('fr')
})

beforeEach(() => {
  vi.useFakeTimers()
  reducedMotion = false
  // jsdom has no matchMedia.
  window.matchMedia = vi.fn().mockImplementation(() => ({
    matches: reducedMotion,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
})

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

function slide(
  id: number,
  image: SlideView['image'] = { src: `/media/s${id}.jpg`, width: 1600, height: 900 },
): SlideView {
  return {
    id,
    slug: `slide-${id}`,
    title: { text: `Diapositive ${id}` },
    preview: { text: `Aperçu ${id}…` },
    image,
  }
}

function page(slides: SlideView[]): ReactElement {
  return createElement(
    MemoryRouter,
    { initialEntries: ['/fr'] },
    createElement(I18nProvider, { lang: 'fr', children: createElement(HeroBlock, { initial: slides }) }),
  )
}

/** The prerendered hero in the document, as the browser parses it. */
function prerendered(slides: SlideView[]): HTMLElement {
  document.body.innerHTML = renderToString(page(slides))
  return document.querySelector<HTMLElement>('[data-hero-slider]')!
}

const shown = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-current="true"]')?.dataset.slide
const control = (root: HTMLElement, kind: string) =>
  root.querySelector<HTMLElement>(`[data-slider="${kind}"]`)!
const status = (root: HTMLElement) => root.querySelector('[data-slider-status]')!
const controls = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slider-controls]')!

describe('the prerendered hero', () => {
  it('draws the first slide only; the others wait in templates, their images unrequested', () => {
    const root = prerendered([slide(1), slide(2), slide(3)])
    expect([...root.querySelectorAll<HTMLElement>('[data-slide]')].map((el) => el.dataset.slide)).toEqual([
      '1',
    ])
    expect(root.querySelectorAll('img')).toHaveLength(1)
    expect(root.querySelectorAll('template[data-slide-later]')).toHaveLength(2)
    expect(root.dataset.rotating).toBe('false')
    expect(control(root, 'toggle').querySelector<HTMLElement>('[data-when="paused"]')!.hidden).toBe(true)
    // Without its script the slider cannot move: its controls are not offered.
    expect(controls(root).hidden).toBe(true)
  })
})

describe('the hero slider script', () => {
  it('brings in every slide, their images lazy (fallback of docs/behaviour.md#images included), and turns every 5 s', () => {
    const root = prerendered([slide(1), slide(2, null), slide(3)])
    startHeroSlider(root)
    const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')]
    expect(slides.map((el) => el.dataset.slide)).toEqual(['1', '2', '3'])
    expect(controls(root).hidden).toBe(false)
    const images = slides.map((el) => el.querySelector('img')!)
    expect(images[0]!.getAttribute('loading')).toBe('eager')
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
    expect(images[1]!.getAttribute('src')).toBe('/slides/slide1.jpg')
    // Neighbours laid out (their images load ahead) but hidden from everyone; here all are neighbours.
    expect(slides.map((el) => el.hidden)).toEqual([false, false, false])
    expect(
      slides.slice(1).every((el) => el.getAttribute('aria-hidden') === 'true' && el.hasAttribute('inert')),
    ).toBe(true)
    expect(root.dataset.rotating).toBe('true')
    expect(status(root).getAttribute('aria-live')).toBe('off')
    vi.advanceTimersByTime(4999)
    expect(shown(root)).toBe('1')
    vi.advanceTimersByTime(1)
    expect(shown(root)).toBe('2')
    vi.advanceTimersByTime(10_000)
    expect(shown(root)).toBe('1')
  })

  it('hides the slides that are not neighbours of the one shown', () => {
    const root = prerendered([1, 2, 3, 4, 5].map((id) => slide(id)))
    startHeroSlider(root)
    const hidden = () => [...root.querySelectorAll<HTMLElement>('[data-slide]')].map((el) => el.hidden)
    expect(hidden()).toEqual([false, false, true, true, false])
    control(root, 'next').click()
    expect(hidden()).toEqual([false, false, false, true, true])
  })

  it('previous, next and dots change the slide, wrap, mark the current dot and announce it', () => {
    const root = prerendered([slide(1), slide(2), slide(3)])
    startHeroSlider(root)
    control(root, 'previous').click()
    expect(shown(root)).toBe('3')
    control(root, 'next').click()
    expect(shown(root)).toBe('1')
    const dots = [...root.querySelectorAll<HTMLElement>('[data-slider="dot"]')]
    dots[1]!.click()
    expect(shown(root)).toBe('2')
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, 'true', null])
    expect(dots[1]!.firstElementChild!.classList.contains('scale-150')).toBe(true)
    expect(dots[0]!.firstElementChild!.classList.contains('scale-150')).toBe(false)
    expect(status(root).textContent).toMatch(/^Diapositive 2 sur 3\s:\sDiapositive 2$/)
  })

  it('a manual change restarts the 5 seconds', () => {
    const root = prerendered([slide(1), slide(2), slide(3)])
    startHeroSlider(root)
    vi.advanceTimersByTime(4000)
    control(root, 'next').click()
    vi.advanceTimersByTime(4000)
    expect(shown(root)).toBe('2')
    vi.advanceTimersByTime(1000)
    expect(shown(root)).toBe('3')
  })

  it('the toggle pauses and plays, swapping its icon and name; paused, the live region speaks', () => {
    const root = prerendered([slide(1), slide(2)])
    startHeroSlider(root)
    const toggle = control(root, 'toggle')
    const visibleName = () =>
      [...toggle.querySelectorAll<HTMLElement>('[data-when]')]
        .filter((part) => !part.hidden)
        .map((part) => part.textContent)
    expect(visibleName()).toEqual(['Mettre le défilement en pause'])
    toggle.click()
    expect(toggle.dataset.playing).toBe('false')
    expect(visibleName()).toEqual(['Lancer le défilement'])
    expect(root.dataset.rotating).toBe('false')
    expect(status(root).getAttribute('aria-live')).toBe('polite')
    vi.advanceTimersByTime(20_000)
    expect(shown(root)).toBe('1')
    toggle.click()
    vi.advanceTimersByTime(5000)
    expect(shown(root)).toBe('2')
  })

  it('stands still under reduced motion until the visitor presses play', () => {
    reducedMotion = true
    const root = prerendered([slide(1), slide(2)])
    startHeroSlider(root)
    expect(control(root, 'toggle').dataset.playing).toBe('false')
    vi.advanceTimersByTime(20_000)
    expect(shown(root)).toBe('1')
  })

  it('stands still while focus is inside, and starts once it leaves', () => {
    const root = prerendered([slide(1), slide(2)])
    const outside = document.body.appendChild(document.createElement('button'))
    startHeroSlider(root)
    control(root, 'next').focus()
    control(root, 'next').click()
    vi.advanceTimersByTime(20_000)
    expect(shown(root)).toBe('2')
    outside.focus()
    vi.advanceTimersByTime(5000)
    expect(shown(root)).toBe('1')
  })

  it('starts once, however often it is asked', () => {
    const root = prerendered([slide(1), slide(2), slide(3)])
    startHeroSlider(root)
    startHeroSlider(root)
    control(root, 'next').click()
    expect(shown(root)).toBe('2')
    expect(root.querySelectorAll('[data-slide]')).toHaveLength(3)
  })
})
