// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NOT_FOUND_DOCUMENT_ATTR, restoreBootData } from '../../src/app/boot'

const DATA_URL = '/static-loader-data/fr/about.abc123.json'

function setUpPage({ notFound = false, link = true } = {}): void {
  document.documentElement.toggleAttribute(NOT_FOUND_DOCUMENT_ATTR, notFound)
  document.head.innerHTML = `<link rel="stylesheet" href="/assets/app.css" media="print" data-deferred-stylesheet><meta name="build-hash" content="abc123">${
    link ? `<link rel="preload" as="fetch" crossorigin id="route-data" href="${DATA_URL}">` : ''
  }`
  document.body.innerHTML = '<div id="root" data-server-rendered="true"></div>'
  delete window.__staticRouterHydrationData
  window.sessionStorage.clear()
}

/** Whether the promise has settled after the pending work ran. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  return settled
}

afterEach(() => vi.restoreAllMocks())

describe('restoreBootData', () => {
  it("puts the page's data file and the build hash where the router and vite-react-ssg read them", async () => {
    setUpPage()
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ 1: { banner: 'b' } }))
    await restoreBootData(document, window)
    expect(fetch).toHaveBeenCalledWith(new URL(DATA_URL, window.location.href).href)
    expect(window.__staticRouterHydrationData).toEqual({
      loaderData: { 1: { banner: 'b' } },
      actionData: null,
      errors: null,
    })
    expect(window.__VITE_REACT_SSG_HASH__).toBe('abc123')
    expect(document.querySelector('[data-server-rendered]')).not.toBeNull()
  })

  it('waits for the whole page: the async entry may run while the page is still arriving', async () => {
    // The head has arrived, the data link not yet (slow connection, scripts from the cache).
    setUpPage({ link: false })
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ 1: { banner: 'b' } }))
    const restored = restoreBootData(document, window)
    expect(await settles(restored)).toBe(false)
    document.head.insertAdjacentHTML(
      'beforeend',
      `<link rel="preload" as="fetch" crossorigin id="route-data" href="${DATA_URL}">`,
    )
    readyState.mockReturnValue('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await restored
    expect(fetch).toHaveBeenCalledWith(new URL(DATA_URL, window.location.href).href)
    expect(window.__staticRouterHydrationData).toMatchObject({ loaderData: { 1: { banner: 'b' } } })
  })

  it("switches on the site's stylesheet, loaded so as not to hold the first paint back", async () => {
    setUpPage({ link: false })
    await restoreBootData(document, window)
    expect(document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.media).toBe('all')
  })

  it('renders the 404 document instead of hydrating it', async () => {
    setUpPage({ notFound: true })
    vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({ 1: null }))
    await restoreBootData(document, window)
    expect(document.querySelector('[data-server-rendered]')).toBeNull()
  })

  it('in the 404 document, takes the route data of the URL language', async () => {
    setUpPage({ notFound: true, link: false })
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="route-data-by-language" content="/static-loader-data/{lang}/404.abc123.json">',
    )
    window.history.replaceState(null, '', '/en/actualite/nouvelle')
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ 1: null }))
    await restoreBootData(document, window)
    expect(fetch).toHaveBeenCalledWith(
      new URL('/static-loader-data/en/404.abc123.json', window.location.href).href,
    )
    window.history.replaceState(null, '', '/xyz')
    await restoreBootData(document, window)
    expect(fetch).toHaveBeenLastCalledWith(
      new URL('/static-loader-data/fr/404.abc123.json', window.location.href).href,
    )
  })

  it('without data to download, does not wait', async () => {
    setUpPage({ link: false })
    const fetch = vi.spyOn(window, 'fetch')
    await restoreBootData(document, window)
    expect(fetch).not.toHaveBeenCalled()
    expect(window.__staticRouterHydrationData).toBeUndefined()
  })

  it('never starts the app when the data cannot be downloaded: the prerendered page stays', async () => {
    setUpPage()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'))
    expect(await settles(restoreBootData(document, window))).toBe(false)
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response('oops', { status: 500 }))
    expect(await settles(restoreBootData(document, window))).toBe(false)
    expect(window.__staticRouterHydrationData).toBeUndefined()
  })

  it('reloads once when the data file is gone (a redeploy), and not again', async () => {
    setUpPage()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(window, 'fetch').mockImplementation(async () => new Response('', { status: 404 }))
    const reload = vi.fn()
    const win = { fetch: window.fetch, sessionStorage: window.sessionStorage, location: { reload } }
    expect(await settles(restoreBootData(document, win as unknown as Window))).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(await settles(restoreBootData(document, win as unknown as Window))).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
