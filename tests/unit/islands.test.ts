// @vitest-environment jsdom
import { act, createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { holdEarlyClicks } from '../../src/client/early-clicks'
import { FALLBACK_ATTR, HIDE, watchImageFallbacks } from '../../src/client/image-fallback'
import { visitorInUse } from '../../src/client/visitor-in-use'
import { applyDeferredStylesheets, DEFERRED_STYLESHEET_ATTR } from '../../src/client/stylesheets'
import { I18nProvider } from '../../src/i18n/I18nProvider'
import { loadDictionary } from '../../src/i18n/translate'
import { hydrateIslands } from '../../src/islands/hydrate'
import { Island } from '../../src/islands/Island'
import { IslandPrerender } from '../../src/islands/IslandPrerender'
import { MapEmbed } from '../../src/pages/Contact/MapEmbed'

// Islands (docs/islands.md): prerendered as roots of their own, hydrated one by one in the browser.

beforeAll(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await loadDictionary('fr')
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const MAP = { embedUrl: 'https://maps.example/embed', linkUrl: 'https://maps.example/place', city: 'Cotonou' }

/** A page as the prerenderer writes it: the frame gives the islands their renderer and texts. */
function prerendered(children: ReactElement): string {
  return renderToString(
    createElement(IslandPrerender, {
      children: createElement(I18nProvider, { lang: 'fr', areas: ['common', 'contact', 'pages'], children }),
    }),
  )
}

describe('an island at prerender', () => {
  const island = () => {
    const html = prerendered(
      createElement(
        'section',
        null,
        createElement(Island, { name: 'MapEmbed', component: MapEmbed, props: MAP, when: 'load' }),
      ),
    )
    return new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLElement>('[data-island]')!
  }

  it('carries its name, strategy, language, texts and props', () => {
    const element = island()
    expect(element.dataset.island).toBe('MapEmbed')
    expect(element.dataset.when).toBe('load')
    expect(element.dataset.lang).toBe('fr')
    expect(element.dataset.areas).toBe('common contact pages')
    expect(JSON.parse(element.dataset.props!)).toEqual(MAP)
    expect(element.className).toBe('contents')
  })

  it('holds its component rendered in the page language, its controls included', () => {
    const element = island()
    expect(element.textContent).toContain('Afficher la carte')
    expect(element.querySelector('button')).not.toBeNull()
  })

  it('is only its component where it need not hydrate', () => {
    const plain = prerendered(
      createElement(Island, {
        name: 'MapEmbed',
        component: MapEmbed,
        props: MAP,
        when: 'load',
        hydrate: false,
      }),
    )
    expect(plain).not.toContain('data-island')
    expect(plain).toContain('Afficher la carte')
  })
})

describe('hydrateIslands', () => {
  it('hydrates an island without a mismatch, marks it, and it answers the visitor', async () => {
    document.body.innerHTML = prerendered(
      createElement(Island, { name: 'MapEmbed', component: MapEmbed, props: MAP, when: 'load' }),
    )
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => hydrateIslands(document, Promise.resolve()))
    const island = document.querySelector<HTMLElement>('[data-island]')!
    expect(errors).not.toHaveBeenCalled()
    expect(island.dataset.hydrated).toBe('true')
    await act(async () => island.querySelector('button')!.click())
    expect(island.querySelector('iframe')?.getAttribute('src')).toBe(MAP.embedUrl)
  })

  it('leaves an island it cannot start as prerendered, with a warning and no error', async () => {
    document.body.innerHTML =
      '<div data-island="NoSuchIsland" data-when="load" data-props="{}"><a href="/fr">Accueil</a></div>' +
      '<div data-island="MapEmbed" data-when="load" data-props="{not json"><p>Carte</p></div>'
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => hydrateIslands(document, Promise.resolve()))
    expect(document.body.innerHTML).toContain('<a href="/fr">Accueil</a>')
    expect(document.body.innerHTML).toContain('<p>Carte</p>')
    expect(document.querySelectorAll('[data-hydrated]')).toHaveLength(0)
    expect(warnings).toHaveBeenCalledTimes(2)
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('an island that waits for the visitor (in-use)', () => {
  it('hydrates only once the visitor uses the page, and a click that came before is given again', async () => {
    document.body.innerHTML = prerendered(
      createElement(Island, { name: 'MapEmbed', component: MapEmbed, props: MAP, when: 'in-use' }),
    )
    holdEarlyClicks(document)
    let startUsing = () => undefined as void
    const inUse = new Promise<void>((resolve) => (startUsing = resolve))
    await act(() => hydrateIslands(document, inUse))
    const island = document.querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset.hydrated).toBeUndefined()
    // The first tap, before the island's code: it does nothing yet, and is not lost.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    island.querySelector('button')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(island.querySelector('iframe')).toBeNull()
    // Hydration now runs on its own, as in the browser, not inside a test's act().
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    try {
      startUsing()
      await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'))
      await vi.waitFor(() => expect(island.querySelector('iframe')?.getAttribute('src')).toBe(MAP.embedUrl))
    } finally {
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    }
  })

  it('leaves clicks on links and on hydrated islands alone', async () => {
    document.body.innerHTML =
      '<div data-island="MapEmbed" data-when="in-use"><a href="#carte"><button type="button">Voir</button></a></div>' +
      '<div data-island="MapEmbed" data-when="in-use" data-hydrated="true"><button type="button">Carte</button></div>' +
      '<div data-island="MapEmbed" data-when="visible"><button type="button">Plan</button></div>'
    holdEarlyClicks(document)
    for (const button of document.querySelectorAll('button')) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      button.dispatchEvent(click)
      expect(click.defaultPrevented, button.textContent!).toBe(false)
    }
  })

  it('knows the visitor is there at their first key, touch, pointer, scroll or click, not before', async () => {
    for (const first of [
      new KeyboardEvent('keydown', { key: 'Tab' }),
      // A screen reader's click comes with no pointer event before it.
      new MouseEvent('click', { bubbles: true }),
    ]) {
      let used = false
      void visitorInUse(window).then(() => (used = true))
      await Promise.resolve()
      expect(used).toBe(false)
      document.body.dispatchEvent(first)
      await vi.waitFor(() => expect(used, first.type).toBe(true))
    }
  })
})

describe('the page script', () => {
  it('switches the deferred stylesheet on', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/assets/app.css" media="print" ${DEFERRED_STYLESHEET_ATTR}>`
    applyDeferredStylesheets(document)
    expect(document.querySelector('link')!.media).toBe('all')
  })

  it('shows the fallback of a broken image, its other sources included, and hides a broken logo', () => {
    document.body.innerHTML = `
      <picture><source type="image/webp" srcset="/media/v/a-320.webp 320w"><img id="photo" src="/media/a.jpg" srcset="/media/v/a-320.jpg 320w" sizes="100vw" ${FALLBACK_ATTR}="/images/fallback.svg"></picture>
      <ul><li id="logo"><img id="partner" src="/media/logo.png" ${FALLBACK_ATTR}="${HIDE}"></li></ul>`
    watchImageFallbacks(document)
    document.getElementById('photo')!.dispatchEvent(new Event('error'))
    document.getElementById('partner')!.dispatchEvent(new Event('error'))
    const photo = document.getElementById('photo')!
    expect(photo.getAttribute('src')).toBe('/images/fallback.svg')
    expect(photo.hasAttribute('srcset')).toBe(false)
    expect(document.querySelector('source')!.getAttribute('srcset')).toBe('/images/fallback.svg')
    expect(document.getElementById('logo')!.hidden).toBe(true)
  })
})
