// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../src/i18n/I18nProvider'
import { loadDictionary } from '../../src/i18n/translate'
import { HeroBlock } from '../../src/pages/Home/HeroBlock'
import type { SlideView } from '../../src/pages/Home/home-data'

// The prerendered hero holds its first slide only; the app adds the others when it takes over the page.

beforeAll(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // The slider follows prefers-reduced-motion, which jsdom does not implement.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })
  await loadDictionary('fr')
})

function slide(
  id: number,
  image: SlideView['image'] = { src: `/media/s${id}.jpg`, width: 1600, height: 900 },
) {
  return { id, slug: `slide-${id}`, title: `Diapositive ${id}`, preview: `Aperçu ${id}…`, image }
}

function page(slides: SlideView[]): ReactElement {
  return createElement(
    MemoryRouter,
    { initialEntries: ['/fr'] },
    createElement(I18nProvider, { lang: 'fr', children: createElement(HeroBlock, { initial: slides }) }),
  )
}

describe('hero slider, hydrated', () => {
  it('adds the other slides without a mismatch, their images lazy (fallback of docs/behaviour.md#images included)', async () => {
    const slides = [slide(1), slide(2, null), slide(3)]
    const container = document.createElement('div')
    container.innerHTML = renderToString(page(slides))
    expect(container.querySelectorAll('[data-slide]')).toHaveLength(1)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(container, page(slides), { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    const rendered = [...container.querySelectorAll<HTMLElement>('[data-slide]')]
    expect(rendered.map((element) => element.dataset.slide)).toEqual(['1', '2', '3'])
    expect(rendered[0]!.dataset.current).toBe('true')
    const images = rendered.map((element) => element.querySelector('img')!)
    expect(images[0]!.getAttribute('loading')).toBe('eager')
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy'])
    expect(images[1]!.getAttribute('src')).toBe('/slides/slide1.jpg')
  })
})
