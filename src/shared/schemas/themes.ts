import { z } from 'zod'

/** A theme of the settings' list (content/settings.yaml, docs/behaviour.md#themes). */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'doit être un identifiant comme acces-a-leau-potable')
const name = z.string().trim().min(1, 'ne doit pas être vide')

export const themeSchema = z.strictObject({
  /** Its page: `content/themes/{slug}.{lang}.md`, whose title is the theme's name. */
  slug: slug.meta({ label: 'Identifiant (celui de sa page, content/themes)' }),
  /** The name every list shows: the menu, the footer, the projects page, About's axes, the news category. */
  name: z
    .strictObject({ fr: name.meta({ label: 'Français' }), en: name.meta({ label: 'Anglais' }) })
    .meta({ label: 'Nom' }),
  /** Slug of the back-end's news category that reports on it; that category bears the theme's name. */
  newsCategory: slug.meta({ label: "Catégorie d'actualités du même nom (son identifiant)" }),
  /** The `order` of the hero slides that present it on the home page. */
  slideOrders: z
    .array(z.number().int().nonnegative().meta({ label: 'Ordre' }))
    .meta({ label: "Diapositives d'accueil qui le présentent (leur ordre)" }),
})
export type Theme = z.infer<typeof themeSchema>

/** The list: each slug, name, news category and slide order at most once. */
export const themeListSchema = z
  .array(themeSchema)
  .min(1)
  .superRefine((themes, context) => {
    const once = (values: readonly (string | number)[], what: string) => {
      const seen = new Set<string | number>()
      for (const value of values) {
        if (seen.has(value))
          context.addIssue({ code: 'custom', message: `${what} ${value} est donné deux fois` })
        seen.add(value)
      }
    }
    once(
      themes.map((theme) => theme.slug),
      'le thème',
    )
    once(
      themes.map((theme) => theme.name.fr),
      'le nom',
    )
    once(
      themes.map((theme) => theme.newsCategory),
      'la catégorie d’actualités',
    )
    once(
      themes.flatMap((theme) => theme.slideOrders),
      'l’ordre de diapositive',
    )
  })
