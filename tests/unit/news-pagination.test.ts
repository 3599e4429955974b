import { describe, expect, it } from 'vitest'
import { paginationWindow } from '../../src/pages/NewsList/pagination'

describe('paginationWindow (first, last, pages within 2 of the current, ellipses otherwise)', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 5, [1, 2, 3, 'ellipsis', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 'ellipsis', 3, 4, 5]],
    [1, 6, [1, 2, 3, 'ellipsis', 6]],
    [6, 6, [1, 'ellipsis', 4, 5, 6]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 'ellipsis', 10]],
    [3, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 5, 6, 7, 8, 9, 10]],
    [8, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis', 8, 9, 10]],
    [50, 100, [1, 'ellipsis', 48, 49, 50, 51, 52, 'ellipsis', 100]],
  ] as const)('page %i of %i → %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected)
  })

  it('clamps a current page outside 1…total', () => {
    expect(paginationWindow(0, 10)).toEqual([1, 2, 3, 'ellipsis', 10])
    expect(paginationWindow(-3, 4)).toEqual([1, 2, 3, 4])
    expect(paginationWindow(99, 10)).toEqual([1, 'ellipsis', 8, 9, 10])
  })

  it('takes another radius', () => {
    expect(paginationWindow(5, 10, 1)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10])
    expect(paginationWindow(5, 10, 0)).toEqual([1, 'ellipsis', 5, 'ellipsis', 10])
  })

  it('never shows a page twice and always starts with 1 and ends with the last page', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const slots = paginationWindow(current, total)
        const pages = slots.filter((slot): slot is number => slot !== 'ellipsis')
        expect(new Set(pages).size).toBe(pages.length)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(total)
        expect(pages).toContain(current)
        expect(slots.join(',')).not.toContain('ellipsis,ellipsis')
      }
    }
  })
})
