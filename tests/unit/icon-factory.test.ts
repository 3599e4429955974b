import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createLucideIcon, type LucideIconData, type LucideProps } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import createServerIcon from '../../scripts/build/prerender/icon-factory'
import { ICON_CASES } from '../islands/icon-cases'

// The page worker's icon factory keeps each icon's drawing per props (docs/architecture.md#the-page-phase):
// the markup must be lucide-react's own, on the first page that draws an icon and on every later one.

const ICON: LucideIconData = {
  name: 'test-shapes',
  size: 24,
  aliases: ['test-alias'],
  node: [
    ['path', { d: 'M5 12h14', key: 'a' }],
    ['circle', { cx: '12', cy: '12', r: '10', key: 'b' }],
    ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2', key: 'c' }],
  ],
}

/** Every set of props the site passes to an icon (tests/islands/icon-cases.ts), and a few more. */
const PROPS: LucideProps[] = [
  ...new Map(ICON_CASES.map(([, props]) => [JSON.stringify(props), props])).values(),
  { className: 'a', size: undefined },
  { size: null as unknown as number },
  { 'aria-label': 'Fermer', id: 'fermer' },
]

function drawn(
  icon: ReturnType<typeof createLucideIcon>,
  props: LucideProps[],
  children?: ReactNode,
): string {
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      props.map((each, index) => createElement(icon, { ...each, key: index }, children)),
    ),
  )
}

describe('the page worker’s icons', () => {
  it('draw what lucide-react draws, on the first page and on the later ones', async () => {
    const lucide = createLucideIcon(ICON)
    const server = createServerIcon(ICON)
    const expected = drawn(lucide, PROPS)
    // The first render draws with lucide's own code; the drawings are kept once it is over.
    expect(drawn(server, PROPS)).toBe(expected)
    await Promise.resolve()
    expect(drawn(server, PROPS)).toBe(expected)
    expect(drawn(server, [...PROPS].reverse())).toBe(drawn(lucide, [...PROPS].reverse()))
  })

  it('draw children and non-data props with lucide-react every time', async () => {
    const lucide = createLucideIcon(ICON)
    const server = createServerIcon(ICON)
    const title = createElement('title', null, 'Titre')
    const props: LucideProps[] = [{ style: { color: 'red' } }, { size: 20 }]
    for (let round = 0; round < 2; round++) {
      expect(drawn(server, props, title)).toBe(drawn(lucide, props, title))
      expect(drawn(server, props)).toBe(drawn(lucide, props))
      await Promise.resolve()
    }
  })
})
