// @vitest-environment jsdom
import { act, createElement, Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  HYDRATED_ATTR,
  lazyNearScreen,
  releaseNearScreenWaits,
  whenNearScreen,
} from '../../src/lib/near-screen'

/** An IntersectionObserver the test drives: `reach()` tells every observer its element is near the screen. */
function installObserver() {
  const observers: { callback: IntersectionObserverCallback; connected: boolean }[] = []
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; connected: boolean }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, connected: false }
      observers.push(this.entry)
    }
    observe() {
      this.entry.connected = true
    }
    disconnect() {
      this.entry.connected = false
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    observing: () => observers.filter((observer) => observer.connected).length,
    reach: (isIntersecting = true) => {
      for (const observer of observers.filter((o) => o.connected))
        observer.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        )
    },
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('whenNearScreen', () => {
  it('resolves at once when the element is not in the page (rendered in the browser, not hydrated)', async () => {
    installObserver()
    expect(await settled(whenNearScreen('#absent'))).toBe(true)
  })

  it('resolves at once on a page rendered afresh (404.html), whose markup React replaces', async () => {
    const observer = installObserver()
    document.body.innerHTML = '<div id="root"><footer class="site-footer"></footer></div>'
    expect(await settled(whenNearScreen('footer.site-footer'))).toBe(true)
    expect(observer.observing()).toBe(0)
  })

  it('waits until the element comes near the screen, then stops observing', async () => {
    const observer = installObserver()
    document.body.innerHTML = '<div data-server-rendered="true"><section id="block"></section></div>'
    const near = whenNearScreen('#block')
    observer.reach(false)
    expect(await settled(near)).toBe(false)
    observer.reach()
    expect(await settled(near)).toBe(true)
    expect(observer.observing()).toBe(0)
  })
})

describe('lazyNearScreen', () => {
  it('hydrates the prerendered block once it nears the screen, then marks it', async () => {
    const observer = installObserver()
    const Block = ({ label }: { label: string }) => createElement('section', { id: 'block' }, label)
    const load = vi.fn(async () => Block)
    const Deferred = lazyNearScreen('#block', load)
    const page = () =>
      createElement(Suspense, { fallback: null }, createElement(Deferred, { label: 'Projets' }))

    const root = document.createElement('div')
    root.dataset.serverRendered = 'true'
    root.innerHTML = renderToString(createElement(Suspense, null, createElement(Block, { label: 'Projets' })))
    document.body.append(root)
    const prerendered = root.innerHTML

    await act(async () => void hydrateRoot(root, page()))
    expect(load).not.toHaveBeenCalled()
    // Not hydrated yet: the prerendered HTML stays as it was.
    expect(root.innerHTML).toBe(prerendered)
    expect(root.querySelector('#block')?.hasAttribute(HYDRATED_ATTR)).toBe(false)

    await act(async () => {
      observer.reach()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(root.querySelector('#block')?.getAttribute(HYDRATED_ATTR)).toBe('true')
    expect(root.textContent).toBe('Projets')
  })
})

describe('releaseNearScreenWaits', () => {
  // Last in this file: the release holds for the rest of the page's life.
  it('ends the waits at once (a navigation cannot wait for a scroll), and those to come', async () => {
    const observer = installObserver()
    document.body.innerHTML = '<div data-server-rendered="true"><section id="block"></section></div>'
    const near = whenNearScreen('#block')
    expect(await settled(near)).toBe(false)
    releaseNearScreenWaits()
    expect(await settled(near)).toBe(true)
    expect(observer.observing()).toBe(0)
    expect(await settled(whenNearScreen('#block'))).toBe(true)
  })
})
