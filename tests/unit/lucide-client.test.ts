import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import createLucideIcon from '../../src/app/lucide-client'

// The browser build draws icons with src/app/lucide-client.ts, the prerenderer with lucide-react itself: both
// must give the same markup, or hydration would not match.

type IconModule = {
  default: ComponentType<Record<string, unknown>>
  __iconData: Parameters<typeof createLucideIcon>[0]
}

const ICONS = {
  'arrow-right': () => import('lucide-react/icons/arrow-right'),
  'circle-play': () => import('lucide-react/icons/circle-play'),
  house: () => import('lucide-react/icons/house'),
  'triangle-exclamation-point': () => import('lucide-react/icons/triangle-exclamation-point'),
}

const PROPS: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': 'true', size: 18 },
  { 'aria-hidden': true, className: 'mx-auto mb-2 text-red-700', size: 32 },
  { 'aria-hidden': 'true', size: 36, className: 'ml-1', fill: 'currentColor' },
  { 'aria-label': 'Accueil', role: 'img' },
  { className: 'lucide shrink-0 shrink-0' },
]

describe('the browser icon factory', () => {
  it.each(Object.entries(ICONS))('draws %s as lucide-react does', async (_name, load) => {
    const icon = (await load()) as unknown as IconModule
    const light = createLucideIcon(icon.__iconData) as unknown as ComponentType<Record<string, unknown>>
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(light, props))).toBe(
        renderToStaticMarkup(createElement(icon.default, props)),
      )
    }
  })

  it('keeps a title given as a child, which makes the icon labelled', async () => {
    const icon = (await ICONS.house()) as unknown as IconModule
    const light = createLucideIcon(icon.__iconData) as unknown as ComponentType<Record<string, unknown>>
    const title = createElement('title', null, 'Accueil')
    expect(renderToStaticMarkup(createElement(light, null, title))).toBe(
      renderToStaticMarkup(createElement(icon.default, null, title)),
    )
  })
})
