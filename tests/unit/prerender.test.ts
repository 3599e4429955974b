import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Head } from 'vite-react-ssg'
import { fillTemplate, pageTemplate } from '../../scripts/build/prerender/page-template'
import { loadRoute, PrerenderError, type CreateRoot } from '../../scripts/build/prerender/render-route'
import { pageFileOf } from '../../scripts/build/prerender/page-file'
import type { RouteRecord } from 'vite-react-ssg'

const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><script defer src="/assets/app-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-2.js"><link rel="stylesheet" crossorigin href="/assets/app-3.css"></head>' +
  '<body><div id="root"></div></body></html>'

function appWith(routes: RouteRecord[]): CreateRoot {
  return () => Promise.resolve({ routes, base: '/' })
}

describe('the page template', () => {
  const template = pageTemplate(INDEX_HTML)

  it('keeps the classic deferred page script as it is and drops module preloads: only islands fetch code, after the page', () => {
    const page = fillTemplate(template, { htmlAttributes: '', bodyAttributes: '', headTags: '' }, '<p>x</p>')
    expect(page).toBe(
      '<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><script defer="" src="/assets/app-1.js"></script>' +
        '<link rel="stylesheet" crossorigin="" href="/assets/app-3.css"></head><body><div id="root"><p>x</p></div></body></html>',
    )
  })

  it("puts the head manager's tags first in <head> and its language on <html>", () => {
    const page = fillTemplate(
      template,
      { htmlAttributes: 'lang="en"', bodyAttributes: 'class="b"', headTags: '<title>T</title>' },
      '',
    )
    expect(
      page.startsWith('<!DOCTYPE html><html lang="en"><head><title>T</title><meta charset="UTF-8">'),
    ).toBe(true)
    expect(page).toContain('<body class="b"><div id="root"></div>')
  })

  it('refuses an index.html without a root element', () => {
    expect(() => pageTemplate('<html><head></head><body></body></html>')).toThrow(/<div id="root">/)
  })
})

describe('loadRoute', () => {
  it('renders a route with its loader data and its head, and no hydration script', async () => {
    const routes: RouteRecord[] = [
      {
        path: '/:lang',
        loader: () => ({ title: 'Bonjour' }),
        Component: () =>
          createElement(
            'main',
            null,
            createElement(Head, null, createElement('title', null, 'Accueil')),
            'Bonjour',
          ),
      },
    ]
    const loaded = await loadRoute(appWith(routes), '/fr')
    expect(Object.values(loaded.loaderData)).toEqual([{ title: 'Bonjour' }])
    const page = await loaded.render()
    expect(page.appHtml).toBe('<main>Bonjour</main>')
    expect(page.headTags).toContain('>Accueil</title>')
    expect(page.appHtml).not.toContain('<script')
  })

  it('fails the build with the error of a loader that failed', async () => {
    const routes: RouteRecord[] = [
      {
        path: '/x',
        loader: () => {
          throw new Error('snapshot unreadable')
        },
        Component: () => null,
      },
    ]
    const failure = loadRoute(appWith(routes), '/x')
    await expect(failure).rejects.toBeInstanceOf(PrerenderError)
    await expect(failure).rejects.toThrow(/snapshot unreadable/)
  })

  it('fails on a redirect, which a static page cannot answer', async () => {
    const routes: RouteRecord[] = [
      { path: '/x', loader: () => new Response(null, { status: 302, headers: { Location: '/y' } }) },
    ]
    await expect(loadRoute(appWith(routes), '/x')).rejects.toThrow(/302/)
  })
})

describe('pageFileOf', () => {
  it.each([
    ['/fr/mission', 'fr/mission.html'],
    ['/fr', 'fr.html'],
    ['/', 'index.html'],
    ['/en/actualite/a%20b', 'en/actualite/a%20b.html'],
  ])('%s is written to %s', (route, file) => {
    expect(pageFileOf(route)).toBe(file)
  })
})
