import { balancedGrid } from './balanced-grid'

/**
 * A list of cards that a phone shows as one row to swipe through, each card most of the screen wide with the
 * next one peeking in, and a wider screen as a balanced grid (docs/behaviour.md#grids): five stacked cards
 * take five phone screens, a row takes less than one. The class names are written out whole for UnoCSS.
 */
export function cardRow(count: number): { list: string; item: string } {
  return {
    list: `relative lt-md:flex lt-md:snap-x lt-md:snap-mandatory lt-md:overflow-x-auto lt-md:gap-4 lt-md:pb-3 ${balancedGrid(count)}`,
    item: 'lt-md:w-[82%] lt-md:max-w-80 lt-md:shrink-0 lt-md:snap-start',
  }
}
