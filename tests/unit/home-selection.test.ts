import { describe, expect, it } from 'vitest'
import { type OddCandidate, selectOddSection } from '../../src/pages/Home/odd-selection'
import { projectTarget } from '../../src/pages/Home/project-links'
import { clampIndex, nextIndex, previousIndex, SLIDE_INTERVAL_MS } from '../../src/pages/Home/slider-index'

type Section = OddCandidate & { name: string }

function section(name: string, isActive: boolean, order: number | null, createdAt: string | null): Section {
  return { name, isActive, order, createdAt }
}

describe('selectOddSection (docs/behaviour.md#home: highest order among active sections, ties to the newest)', () => {
  it.each<[string, Section[], string | null]>([
    ['no section at all', [], null],
    [
      'only inactive sections',
      [section('a', false, 5, '2025-01-01'), section('b', false, 1, '2025-02-01')],
      null,
    ],
    ['a single active section', [section('a', true, 1, '2025-01-01')], 'a'],
    [
      'the highest order wins over a more recent one',
      [section('low', true, 1, '2025-06-01T10:00:00Z'), section('high', true, 3, '2024-01-01T10:00:00Z')],
      'high',
    ],
    [
      'an inactive section is ignored even with the highest order',
      [section('inactive', false, 9, '2025-06-01'), section('active', true, 2, '2024-01-01')],
      'active',
    ],
    [
      'a tie on order goes to the most recent created_at',
      [
        section('older', true, 2, '2024-03-01T08:00:00Z'),
        section('newest', true, 2, '2025-03-01T08:00:00Z'),
        section('middle', true, 2, '2024-09-01T08:00:00Z'),
      ],
      'newest',
    ],
    [
      'dates are compared as instants, not as text',
      [
        section('utc', true, 1, '2025-03-01T10:00:00Z'),
        section('offset', true, 1, '2025-03-01T12:30:00+02:00'),
      ],
      'offset',
    ],
    [
      'a complete tie keeps the first one listed',
      [section('first', true, 4, '2025-01-01T00:00:00Z'), section('second', true, 4, '2025-01-01T00:00:00Z')],
      'first',
    ],
    [
      'a missing order ranks below any order, negative ones included',
      [section('none', true, null, '2025-12-01'), section('negative', true, -1, '2020-01-01')],
      'negative',
    ],
    [
      'a missing date ranks below any date on a tie',
      [section('undated', true, 1, null), section('dated', true, 1, '2019-05-05')],
      'dated',
    ],
    [
      'an invalid date counts as missing',
      [section('bad', true, 1, 'not a date'), section('good', true, 1, '2019-05-05')],
      'good',
    ],
    [
      'sections without order fall back to the date',
      [section('a', true, null, '2024-01-01'), section('b', true, null, '2025-01-01')],
      'b',
    ],
  ])('%s', (_label, sections, expected) => {
    expect(selectOddSection(sections)?.name ?? null).toBe(expected)
  })

  it('does not depend on the order of the list', () => {
    const sections = [
      section('a', true, 2, '2024-01-01'),
      section('b', true, 3, '2023-01-01'),
      section('c', true, 3, '2024-06-01'),
      section('d', false, 7, '2025-01-01'),
    ]
    expect(selectOddSection(sections)?.name).toBe('c')
    expect(selectOddSection([...sections].reverse())?.name).toBe('c')
  })
})

describe('slider index (docs/behaviour.md#home: starts at 0, wraps, clamped)', () => {
  it('moves on every 5 seconds', () => {
    expect(SLIDE_INTERVAL_MS).toBe(5000)
  })

  it.each([
    [0, 5, 1],
    [3, 5, 4],
    [4, 5, 0],
    [0, 1, 0],
    [0, 0, 0],
    [9, 5, 0],
    [-3, 5, 1],
  ])('next of %i among %i slides is %i', (index, count, expected) => {
    expect(nextIndex(index, count)).toBe(expected)
  })

  it.each([
    [0, 5, 4],
    [1, 5, 0],
    [4, 5, 3],
    [0, 1, 0],
    [0, 0, 0],
    [7, 3, 1],
  ])('previous of %i among %i slides is %i', (index, count, expected) => {
    expect(previousIndex(index, count)).toBe(expected)
  })

  it.each([
    [2, 5, 2],
    [5, 5, 4],
    [12, 3, 2],
    [-1, 3, 0],
    [3, 0, 0],
    [Number.NaN, 4, 0],
    [2.7, 4, 2],
  ])('index %d among %i slides is clamped to %i', (index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected)
  })
})

describe('projectTarget (cards lead to the project link value, always to a page that exists)', () => {
  it.each([
    ['/projet/projets-acces-eau', '/projet/projets-acces-eau', false],
    ['/projet/projets-sante/', '/projet/projets-sante', false],
    ['/projets-acces-eau', '/projet/projets-acces-eau', false],
    ['/high-5-transformer-benin', '/projet/high-5-transformer-benin', false],
    ['/fr/projet/projets-sante', '/projet/projets-sante', false],
    ['/en/projets-sante', '/projet/projets-sante', false],
    ['/projets', '/projets', false],
    ['/projets/acces-a-leau-potable', '/projets/acces-a-leau-potable', false],
    ['/contact', '/contact', false],
    ['/projets-sante#resultats', '/projet/projets-sante#resultats', false],
    // The slug is encoded once, by src/shared/app/paths.ts, whether the link gave it encoded or not.
    ['/projet%20eau', '/projet/projet%20eau', false],
    ['/projet eau', '/projet/projet%20eau', false],
    ['/%E0%A4%A', '/projet/%25E0%25A4%25A', false],
    ['https://example.org/programme', 'https://example.org/programme', true],
    ['  /projets-sante  ', '/projet/projets-sante', false],
    [null, '/projets', false],
    ['', '/projets', false],
    ['projets-sante', '/projets', false],
    ['//evil.example/x', '/projets', false],
    ['/', '/', false],
  ])('%j → %s', (link, href, external) => {
    expect(projectTarget(link)).toEqual({ href, external })
  })
})
