import { paths } from '../app/paths'

/**
 * The Actions menu: one hero slide per area, chosen by its `order` value (docs/behaviour.md#actions-menu).
 */
export const ACTION_AREAS = [
  { key: 'water', order: 1 },
  { key: 'health', order: 2 },
  { key: 'social', order: 3 },
  { key: 'environment', order: 4 },
  { key: 'life', order: 0 },
] as const
export type ActionArea = (typeof ACTION_AREAS)[number]['key']

export interface ActionLink {
  area: ActionArea
  /** Site path without language prefix. */
  href: string
}

interface SlideLike {
  slug?: string | null
  order?: number | null
}

/**
 * The slide of each area, in menu order. A slide without a slug has no detail page, so its area is left
 * out; when several slides share an order, the first one listed wins.
 */
export function selectActionLinks(slides: readonly SlideLike[]): ActionLink[] {
  return ACTION_AREAS.flatMap(({ key, order }) => {
    const slide = slides.find((candidate) => candidate.order === order && candidate.slug)
    return slide?.slug ? [{ area: key, href: paths.slide(slide.slug) }] : []
  })
}
