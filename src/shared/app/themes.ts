import type { Theme } from '../schemas/themes'

/**
 * The organisation's areas of work are one list, `themes` of content/settings.yaml (docs/behaviour.md#themes):
 * the menus, the footer, the projects page, About's axes and the news categories use its names.
 */

/** The theme a hero slide presents, by the slide's `order`; null when it presents none. */
export function themeOfSlide(
  themes: readonly Pick<Theme, 'slug' | 'slideOrders'>[],
  order: number | null | undefined,
): Pick<Theme, 'slug' | 'slideOrders'> | null {
  return themes.find((theme) => order != null && theme.slideOrders.includes(order)) ?? null
}
