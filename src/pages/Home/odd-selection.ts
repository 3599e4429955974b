/**
 * The ODD section (docs/behaviour.md#home): among the active sections, the one with the highest `order`; a
 * tie goes to the most recent `created_at`, and a remaining tie to the first one listed. A missing order or
 * date ranks below any real one.
 */

export interface OddCandidate {
  isActive: boolean
  order: number | null
  createdAt: string | null
}

function timeOf(iso: string | null): number {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

function orderOf(order: number | null): number {
  return order === null || Number.isNaN(order) ? Number.NEGATIVE_INFINITY : order
}

/** True when `a` should be shown rather than `b`. */
function ranksAbove(a: OddCandidate, b: OddCandidate): boolean {
  const byOrder = orderOf(a.order) - orderOf(b.order)
  if (byOrder !== 0 && !Number.isNaN(byOrder)) return byOrder > 0
  return timeOf(a.createdAt) > timeOf(b.createdAt)
}

export function selectOddSection<T extends OddCandidate>(sections: readonly T[]): T | null {
  let best: T | null = null
  for (const section of sections) {
    if (!section.isActive) continue
    if (!best || ranksAbove(section, best)) best = section
  }
  return best
}
