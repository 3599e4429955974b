import { describe, expect, it } from 'vitest'
import { selectActionLinks } from '../../src/layout/actions'
import { buildMainNav, isGroup } from '../../src/layout/navigation'

const slide = (order: number, slug: string | null) => ({ order, slug, title: { fr: `Slide ${order}` } })

describe('selectActionLinks', () => {
  it('picks one slide per area by order, in menu order (1 water, 2 health, 3 social, 4 environment, 0 life)', () => {
    const links = selectActionLinks([
      slide(0, 'vie'),
      slide(4, 'env'),
      slide(1, 'eau'),
      slide(3, 'social'),
      slide(2, 'sante'),
    ])
    expect(links.map((link) => [link.area, link.href])).toEqual([
      ['water', '/full-description/eau'],
      ['health', '/full-description/sante'],
      ['social', '/full-description/social'],
      ['environment', '/full-description/env'],
      ['life', '/full-description/vie'],
    ])
  })

  it('leaves out areas without a slide or whose slide has no slug, and keeps the first of duplicates', () => {
    const links = selectActionLinks([
      slide(1, null),
      slide(2, 'sante'),
      slide(2, 'sante-bis'),
      slide(7, 'autre'),
    ])
    expect(links.map((link) => link.href)).toEqual(['/full-description/sante'])
  })

  it('is empty when there are no slides (the menu stays empty when they failed)', () => {
    expect(selectActionLinks([])).toEqual([])
  })
})

describe('buildMainNav', () => {
  it('has the top-bar sections of docs/behaviour.md#top-bar in order', () => {
    expect(buildMainNav([]).map((entry) => entry.id)).toEqual([
      'home',
      'discover',
      'actions',
      'news',
      'projects',
      'career',
      'contacts',
    ])
  })

  it('puts about, mission, history and team under Discover', () => {
    const discover = buildMainNav([]).find((entry) => entry.id === 'discover')
    expect(discover && isGroup(discover) ? discover.items.map((item) => item.href) : null).toEqual([
      '/about',
      '/mission',
      '/historique',
      '/equipe',
    ])
  })
})
