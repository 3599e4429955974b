import type { Theme } from '../schemas/themes'

/**
 * The organisation's areas of work, in one list (docs/behaviour.md#themes): the "Nos actions" menu, the
 * footer's column of the same name and the projects page show them in this order, each as its theme page
 * (`content/themes/{slug}.{lang}.md` holds its title and text). A theme also names the back-end's news
 * categories that report on it and the hero slides (by their `order`) that present it on the home page, so a
 * theme page can lead to its news and a slide page to its theme. Plain data, so the browser can read it
 * without the schema: the build checks it against themeListSchema (src/layout/layout-data.ts).
 */
export const THEMES: readonly Theme[] = [
  { slug: 'acces-a-leau-potable', newsCategories: ['eau-potable'], slideOrders: [1] },
  { slug: 'sante-et-securite-alimentaire', newsCategories: ['sante-communautaire'], slideOrders: [2] },
  { slug: 'integration-et-amelioration', newsCategories: ['developpement-social'], slideOrders: [3] },
  {
    slug: 'moderniser-le-cadre-de-vie',
    newsCategories: ['environnement', 'assainissement'],
    slideOrders: [4, 0],
  },
  { slug: 'sensibilisation-et-education', newsCategories: [], slideOrders: [] },
]

/** The theme a hero slide presents, by the slide's `order`; null when it presents none. */
export function themeOfSlide(order: number | null | undefined): Theme | null {
  return THEMES.find((theme) => order != null && theme.slideOrders.includes(order)) ?? null
}
