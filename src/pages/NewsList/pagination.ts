/** One slot of the pagination bar: a page number, or an ellipsis standing for the pages left out. */
export type PageSlot = number | 'ellipsis'

/** docs/behaviour.md#limits: pages within 2 of the current one are shown. */
export const PAGINATION_RADIUS = 2

/**
 * The slots of the pagination bar (docs/behaviour.md#news-list): the first page, the last page and the pages
 * within `radius` of the current one, in order; every run of pages left out becomes one ellipsis. `current`
 * is clamped into 1…total, and a listing always has at least one page.
 */
export function paginationWindow(
  current: number,
  total: number,
  radius: number = PAGINATION_RADIUS,
): PageSlot[] {
  const last = Math.max(1, Math.floor(total))
  const here = Math.min(Math.max(1, Math.floor(current)), last)
  const slots: PageSlot[] = []
  let previous = 0
  for (let page = 1; page <= last; page += 1) {
    const shown = page === 1 || page === last || Math.abs(page - here) <= radius
    if (!shown) continue
    if (page - previous > 1) slots.push('ellipsis')
    slots.push(page)
    previous = page
  }
  return slots
}
