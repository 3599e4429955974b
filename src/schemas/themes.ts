import { z } from 'zod'

/** A theme of src/app/themes.ts (docs/behaviour.md#themes). */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug like acces-a-leau-potable')

export const themeSchema = z.strictObject({
  /** Its page: `content/themes/{slug}.{lang}.md`, which holds its title and text in both languages. */
  slug,
  /** Slugs of the back-end's news categories that report on it. */
  newsCategories: z.array(slug),
  /** The `order` of the hero slides that present it on the home page. */
  slideOrders: z.array(z.number().int().nonnegative()),
})
export type Theme = z.infer<typeof themeSchema>

/** The list: each slug, news category and slide order at most once. */
export const themeListSchema = z
  .array(themeSchema)
  .min(1)
  .superRefine((themes, context) => {
    const once = (values: readonly (string | number)[], what: string) => {
      const seen = new Set<string | number>()
      for (const value of values) {
        if (seen.has(value)) context.addIssue({ code: 'custom', message: `${what} ${value} listed twice` })
        seen.add(value)
      }
    }
    once(
      themes.map((theme) => theme.slug),
      'theme',
    )
    once(
      themes.flatMap((theme) => theme.newsCategories),
      'news category',
    )
    once(
      themes.flatMap((theme) => theme.slideOrders),
      'slide order',
    )
  })
