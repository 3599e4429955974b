import { createRequire } from 'node:module'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { holdEarlyActions } from '../../src/browser/islands/early-actions'
import { FALLBACK_ATTR, HIDE, watchImageFallbacks } from '../../src/browser/page-script/image-fallback'
import { applyDeferredStylesheets, DEFERRED_STYLESHEET_ATTR } from '../../src/browser/page-script/stylesheets'
import { startIslands } from '../../src/browser/islands/start'
import { visitorInUse } from '../../src/browser/islands/strategies/in-use'
import { keepVisitorValues } from '../../src/browser/islands/kept-values'
import mapEmbed from '../../src/pages/Contact/MapEmbed.island'
import { ISLAND_HYDRATED_EVENT, strategyOf, type HydrationStrategy } from '../../src/shared/islands/strategy'
import { MAP, prerenderReactVersion, prerenderTexts, prerenderedMap } from './react/prerender'

// Islands (docs/islands.md): prerendered with React as roots of their own, hydrated one by one in the browser on
// Preact (this project resolves React to it, as the browser bundle does: tests/islands/browser-runtime.ts).

/** React's own version (preact/compat names another). */
const REACT_VERSION = (createRequire(import.meta.url)('react/package.json') as { version: string }).version

// The island's code and the hydration's are compiled once, before the tests and their time limits.
beforeAll(
  () =>
    Promise.all([
      prerenderTexts(),
      import('../../src/browser/islands/hydrate'),
      import('../../src/browser/islands/strategies/visible'),
      import('../../src/browser/islands/strategies/in-use'),
    ]),
  120_000,
)

/** What each test set listening on the document, stopped after it. */
const stops: (() => void)[] = []
const holdEarlyActionsHere = () => stops.push(holdEarlyActions(document))

afterEach(() => {
  while (stops.length > 0) stops.pop()!()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('an island at prerender', () => {
  const island = () => {
    const html = prerenderedMap({ when: 'load', inSection: true })
    return new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLElement>('[data-island]')!
  }

  it('carries its name, module, strategy, language and props', () => {
    const element = island()
    expect(element.dataset.island).toBe('MapEmbed')
    // Its declaring module, at the path the dev server serves it (the build writes its chunk's URL instead).
    expect(element.dataset.componentUrl).toBe('/src/pages/Contact/MapEmbed.island.ts')
    expect(element.dataset.when).toBe('load')
    expect(element.dataset.lang).toBe('fr')
    // Its own texts' areas, in its declaration, not the page's.
    expect(mapEmbed.areas).toEqual(['shared', 'contact'])
    expect(JSON.parse(element.dataset.props!)).toEqual(MAP)
    expect(element.className).toBe('contents')
  })

  it('holds its component rendered in the page language, its controls included', () => {
    const element = island()
    expect(element.textContent).toContain('Afficher la carte')
    expect(element.querySelector('button')).not.toBeNull()
  })
})

describe('startIslands', () => {
  it('hydrates on Preact, as the browser bundle does, what React prerendered, as the build does', async () => {
    expect(prerenderReactVersion).toBe(REACT_VERSION)
    document.body.innerHTML = prerenderedMap({ when: 'load' })
    await act(() => startIslands(document))
    const island = document.querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset.hydrated).toBe('true')
    // Preact keeps its tree on the element it hydrated (`__k`); React would have left a `__reactContainer$…` key.
    expect(Object.keys(island).filter((key) => key === '__k' || key.startsWith('__react'))).toEqual(['__k'])
  })

  it('hydrates an island without a mismatch, marks it, and it answers the visitor', async () => {
    document.body.innerHTML = prerenderedMap({ when: 'load' })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => startIslands(document))
    const island = document.querySelector<HTMLElement>('[data-island]')!
    expect(errors).not.toHaveBeenCalled()
    expect(island.dataset.hydrated).toBe('true')
    await act(async () => island.querySelector('button')!.click())
    expect(island.querySelector('iframe')?.getAttribute('src')).toBe(MAP.embedUrl)
  })

  it('hydrates an island below the fold only once it nears the screen, and does not hold up the page', async () => {
    document.body.innerHTML = prerenderedMap({ when: 'visible' })
    // jsdom lays nothing out: the observer is the browser's part, played here by hand.
    const observed: Element[] = []
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe(target: Element) {
          observed.push(target)
        }
        disconnect() {}
      },
    )
    try {
      await act(() => startIslands(document))
      const island = document.querySelector<HTMLElement>('[data-island]')!
      // What the island shows is watched, not its own element, which has no box (once its strategy has come).
      await vi.waitFor(() => expect(observed).toEqual(Array.from(island.children)))
      report([{ isIntersecting: false }])
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(island.dataset.hydrated).toBeUndefined()
      report([{ isIntersecting: true }])
      await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('leaves an island it cannot start as prerendered, with a warning and no error', async () => {
    document.body.innerHTML =
      '<div data-island="NoSuchIsland" data-component-url="/assets/NoSuchIsland-removed.js" data-when="load" data-props="{}"><a href="/fr">Accueil</a></div>' +
      '<div data-island="MapEmbed" data-component-url="/src/pages/Contact/MapEmbed.island.ts" data-when="load" data-props="{not json"><p>Carte</p></div>'
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => startIslands(document))
    expect(document.body.innerHTML).toContain('<a href="/fr">Accueil</a>')
    expect(document.body.innerHTML).toContain('<p>Carte</p>')
    expect(document.querySelectorAll('[data-hydrated]')).toHaveLength(0)
    expect(warnings).toHaveBeenCalledTimes(2)
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('an island that waits for the visitor (in-use)', () => {
  it('hydrates only once the visitor uses the page, and a click that came before is given again', async () => {
    document.body.innerHTML = prerenderedMap({ when: 'in-use' })
    holdEarlyActionsHere()
    await act(() => startIslands(document))
    // Its strategy's module has come and waits.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const island = document.querySelector<HTMLElement>('[data-island]')!
    expect(island.dataset.hydrated).toBeUndefined()
    // The first tap, before the island's code: it does nothing yet, and is not lost.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    island.querySelector('button')!.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(island.querySelector('iframe')).toBeNull()
    // That tap was the visitor's first use: hydration now runs on its own, as in the browser, not inside a
    // test's act().
    await vi.waitFor(() => expect(island.dataset.hydrated).toBe('true'))
    await vi.waitFor(() => expect(island.querySelector('iframe')?.getAttribute('src')).toBe(MAP.embedUrl))
  })

  it('leaves clicks on links, on hydrated islands and on islands with no work at the address alone', async () => {
    expect(location.pathname.split('/')[2]).not.toBe('actualite')
    document.body.innerHTML =
      '<div data-island="MapEmbed" data-when="in-use"><a href="#carte"><button type="button">Voir</button></a></div>' +
      '<div data-island="MapEmbed" data-when="in-use" data-hydrated="true"><button type="button">Carte</button></div>' +
      '<div data-island="MapEmbed" data-when="in-use" data-sections="actualite"><button type="button">Ici</button></div>' +
      '<div data-island="MapEmbed" data-when="visible"><button type="button">Plan</button></div>'
    holdEarlyActionsHere()
    for (const button of document.querySelectorAll('button')) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      button.dispatchEvent(click)
      expect(click.defaultPrevented, button.textContent!).toBe(false)
    }
  })

  it('holds a click on a link its island turns into an action (the video, an image), and only on such a link', () => {
    document.body.innerHTML =
      '<div data-island="MapEmbed" data-when="in-use">' +
      '<a href="/media/video.mp4" data-island-action=""><img alt="Lire la vidéo"></a>' +
      '<a href="/fr/contact">Contact</a></div>'
    holdEarlyActionsHere()
    const [action, plain] = document.querySelectorAll('a')
    const onAction = new MouseEvent('click', { bubbles: true, cancelable: true })
    action!.querySelector('img')!.dispatchEvent(onAction)
    expect(onAction.defaultPrevented).toBe(true)
    const onPlain = new MouseEvent('click', { bubbles: true, cancelable: true })
    plain!.dispatchEvent(onPlain)
    expect(onPlain.defaultPrevented).toBe(false)
  })

  it('puts back what the visitor typed, chose or ticked before hydration, and tells the island as typing does', () => {
    document.body.innerHTML = `<div id="island"><form>
      <input id="search" value=""><input id="untouched" value="prêt"><textarea id="message"></textarea>
      <select id="sort"><option value="new">new</option><option value="old">old</option></select>
      <select id="category"><option value="">all</option><option value="2" selected>health</option></select>
      <input id="consent" type="checkbox"></form></div>`
    const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
    // Before hydration, the visitor types, chooses and ticks.
    field<HTMLInputElement>('search').value = 'eau'
    field<HTMLTextAreaElement>('message').value = 'Bonjour'
    field<HTMLSelectElement>('sort').value = 'old'
    field<HTMLInputElement>('consent').checked = true
    const putBack = keepVisitorValues(field('island'))
    // Hydration sets every controlled field to its prerendered value.
    field<HTMLInputElement>('search').value = ''
    field<HTMLTextAreaElement>('message').value = ''
    field<HTMLSelectElement>('sort').value = 'new'
    field<HTMLInputElement>('consent').checked = false
    const told: string[] = []
    for (const type of ['input', 'change'])
      field('island').addEventListener(type, (event) => told.push(`${type} ${(event.target as Element).id}`))
    putBack()
    expect(field<HTMLInputElement>('search').value).toBe('eau')
    expect(field<HTMLTextAreaElement>('message').value).toBe('Bonjour')
    expect(field<HTMLSelectElement>('sort').value).toBe('old')
    expect(field<HTMLInputElement>('consent').checked).toBe(true)
    // Fields the visitor left alone (a prerendered value, a preselected option) are neither touched nor announced.
    expect(field<HTMLInputElement>('untouched').value).toBe('prêt')
    expect(field<HTMLSelectElement>('category').value).toBe('2')
    expect(told).toEqual([
      'input search',
      'change search',
      'input message',
      'change message',
      'input sort',
      'change sort',
      'input consent',
      'change consent',
    ])
  })

  it('gives back clicks made before hydration, in the order they came, each after the previous one', async () => {
    document.body.innerHTML = `<div data-island="NewsList" data-when="in-use"><form>
      <button id="more" type="button">Plus</button><button id="send" type="submit">Chercher</button></form></div>`
    holdEarlyActionsHere()
    const island = document.querySelector<HTMLElement>('[data-island]')!
    for (const id of ['more', 'send']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true })
      document.getElementById(id)!.dispatchEvent(click)
      expect(click.defaultPrevented, id).toBe(true)
    }
    const seen: string[] = []
    for (const type of ['click', 'submit'])
      island.addEventListener(type, (event) => {
        seen.push(
          `${type} ${(event.target as Element).id || (event.target as Element).tagName.toLowerCase()}`,
        )
        if (type === 'submit') event.preventDefault()
      })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen).toEqual([])
    island.setAttribute('data-hydrated', 'true')
    island.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))
    await vi.waitFor(() => expect(seen).toEqual(['click more', 'click send', 'submit form']))
  })

  it('sends again a form submitted before hydration, instead of loading a page', async () => {
    document.body.innerHTML =
      '<div data-island="NewsList" data-when="in-use"><form action="/fr/actualites"><input name="search"></form></div>'
    holdEarlyActionsHere()
    const island = document.querySelector<HTMLElement>('[data-island]')!
    const early = new Event('submit', { bubbles: true, cancelable: true })
    document.querySelector('form')!.dispatchEvent(early)
    expect(early.defaultPrevented).toBe(true)
    const sent = vi.fn((event: Event) => event.preventDefault())
    island.addEventListener('submit', sent)
    island.setAttribute('data-hydrated', 'true')
    island.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT))
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1))
  })

  it('hydrates at once an island whose state the address holds, and never one with no work at the address', () => {
    const island = (attributes: string) =>
      new DOMParser().parseFromString(`<div data-island="NewsList" ${attributes}></div>`, 'text/html').body
        .firstElementChild!
    const NEWS = 'data-when="in-use" data-url-state="search category"'
    const LIVE = 'data-when="load" data-sections="actualite slide"'
    const cases: [string, string, HydrationStrategy | null][] = [
      [NEWS, '/fr/actualites', 'in-use'],
      [NEWS, '/fr/actualites?search=eau', 'load'],
      [NEWS, '/fr/actualites?category=2&utm_source=x', 'load'],
      [NEWS, '/fr/actualites?utm_source=x', 'in-use'],
      ['data-when="load"', '/fr/don?search=eau', 'load'],
      // A strategy no page uses any more (`idle`) or never existed: `visible`.
      ['data-when="idle"', '/fr/don', 'visible'],
      ['data-when="soon"', '/fr', 'visible'],
      ['', '/fr', 'visible'],
      [LIVE, '/fr/actualite/un-article-du-jour', 'load'],
      [LIVE, '/en/slide/new-slide?x=1', 'load'],
      [LIVE, '/fr/une-page-qui-n-existe-pas', null],
      [LIVE, '/fr/actualites/page/9', null],
      [LIVE, '/', null],
      [`${LIVE} data-url-state="search"`, '/fr/nulle-part?search=eau', null],
    ]
    for (const [attributes, address, expected] of cases) {
      const url = new URL(address, 'https://site.example')
      expect(strategyOf(island(attributes), url), `${attributes} ${address}`).toBe(expected)
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
