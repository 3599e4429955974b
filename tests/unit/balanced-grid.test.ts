import { describe, expect, it } from 'vitest'
import { balancedColumns, balancedGrid } from '../../src/shared/components/balanced-grid'

describe('balancedColumns', () => {
  it.each([
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, 3],
    [4, 3, 2],
    [5, 3, 3],
    [6, 3, 3],
    [7, 3, 3],
    [9, 3, 3],
    [10, 3, 2],
    [5, 4, 3],
    [6, 4, 4],
    [9, 4, 3],
    [7, 4, 4],
  ])('%i cards, at most %i a row: %i columns', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns)
  })

  it('never leaves a lone card under a fuller row when some column count allows it', () => {
    for (let count = 2; count <= 30; count += 1) {
      const possible = [2, 3].some((columns) => count % columns !== 1)
      const columns = balancedColumns(count, 3)
      if (possible) expect(count % columns, `${count} cards in ${columns} columns`).not.toBe(1)
    }
  })
})

describe('balancedGrid', () => {
  it('gives three projects three columns from 768 px', () => {
    expect(balancedGrid(3)).toBe('grid gap-6 md:grid-cols-3 lg:grid-cols-3')
  })
  it('gives five cards three columns, and six small ones four on a laptop (4 + 2)', () => {
    expect(balancedGrid(5)).toBe('grid gap-6 md:grid-cols-3 lg:grid-cols-3')
    expect(balancedGrid(5, { wide: 4 })).toBe('grid gap-6 md:grid-cols-3 lg:grid-cols-3')
    expect(balancedGrid(6, { wide: 4 })).toBe('grid gap-6 md:grid-cols-3 lg:grid-cols-4')
  })
  it('gives five small cards one row of five on a laptop', () => {
    expect(balancedGrid(5, { wide: 5 })).toBe('grid gap-6 md:grid-cols-3 lg:grid-cols-5')
  })
})
