/**
 * The columns of a grid of `count` cards, chosen so that no row ends with a lone card under a fuller one
 * (docs/behaviour.md#grids): one column on a phone, then at most three from 768 px (`md`) and at most four
 * from 1024 px (`lg`; five for small cards), each the largest count that leaves the last row full or with two cards or more.
 * The class names are written out whole so that UnoCSS finds them in this file.
 */
const MD = { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const
const LG = {
  1: 'lg:grid-cols-1',
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
} as const

/** How many columns of at most `max` leave no lone card at the end; the widest such, else `max`. */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1)
  for (let columns = max; columns >= 2; columns -= 1) if (count % columns !== 1) return columns
  return max
}

/** The most cards a laptop's row takes: 3 by default, more for small cards. */
export type Wide = 3 | 4 | 5

/** Grid classes for `count` cards: one column on a phone, balanced columns from 768 px. */
export function balancedGrid(count: number, { wide = 3 }: { wide?: Wide } = {}): string {
  const md = MD[balancedColumns(count, 3) as keyof typeof MD]
  const lg = LG[balancedColumns(count, wide) as keyof typeof LG]
  return `grid gap-6 ${md} ${lg}`.replace(/\s+/g, ' ').trim()
}
