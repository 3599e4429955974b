import { z } from 'zod'

/**
 * A value that exists in French and maybe in English. API records carry `x_fr` / `x_en` pairs; the schemas
 * fold each pair into one `{ fr, en }` value so pages never deal with field suffixes. French is always
 * present (possibly empty); English may be missing or empty, in which case French is shown
 * (docs/behaviour.md#languages).
 */
export function localizedOf<T extends z.ZodType>(schema: T) {
  return z.object({ fr: schema, en: schema.optional() })
}

export const localizedSchema = localizedOf(z.string())
export type Localized<T = string> = { fr: T; en?: T | undefined }
