import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { localize } from '../i18n/localize'
import { isSafeUrl } from '../lib/html/allowlist'
import { toGradient, type Gradient } from './gradients'
import type { Localized } from './localized'
import { ISO_DATE_MESSAGE, NUMERIC_ID, NUMERIC_ID_MESSAGE } from './comment-check'
import { isIsoDate } from './iso-date'
import { UnsanitizedHtml } from './rich-text'

/**
 * Building blocks of the API schemas. Real data may miss any field or send null
 * (docs/behaviour.md#reading-answers): every field is nullish unless it is essential (ids, slugs of routed
 * records), and the transforms turn missing values into '' / [] / null once, here, so pages never check for
 * them.
 */

/**
 * The responsive copies the build made of a stored image: `/media/v/<key>-<width>.webp` and
 * `.<fallback>` for each width (see `src/shared/lib/image-variants.ts`). The key is a hash of the image's bytes and
 * of the encoding settings, so a name never changes meaning and the files can be cached for good.
 */
export const imageVariantsSchema = z.strictObject({
  key: z.string().regex(/^[0-9a-f]{12}$/),
  widths: z.array(z.number().int().positive()).min(1),
  /** JPEG, or PNG for an image with transparency. */
  fallback: z.enum(['jpg', 'png']),
})

/**
 * An image the pages can render. The pipeline fills width and height when it stores the file locally, and
 * `variants` when it made responsive copies; images fetched in the browser only have `src`.
 */
export const imageRefSchema = z.strictObject({
  src: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  variants: imageVariantsSchema.optional(),
})

export type ImageVariants = z.infer<typeof imageVariantsSchema>
export type ImageRef = z.infer<typeof imageRefSchema>

/** Text that may be missing, null, or sent as a number by a loosely typed back-end. */
export const looseText = z.union([z.string(), z.number().transform(String)]).nullish()

export const recordId = z.union([
  z.number().int().nonnegative(),
  z.string().trim().regex(NUMERIC_ID, NUMERIC_ID_MESSAGE).transform(Number),
])

/** Slugs become file names at build time and URL segments: letters (any script), digits, '-' and '_' only. */
export const slug = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u, 'Expected a slug made of letters, digits, "-" and "_"')

/** An ISO 8601 date or date-time, kept as the string the API sent. */
export const isoDate = z.string().trim().refine(isIsoDate, ISO_DATE_MESSAGE).nullish()

export const looseNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(?:\.\d+)?$/, 'Expected a number')
      .transform(Number),
  ])
  .nullish()

export const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1', 'True', 'False'])])
  .nullish()
  .transform(
    (value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'True',
  )

/** A URL field; its scheme is checked by `link` / `imageOf` (an unsafe value becomes null, the record stays). */
export const urlText = z.string().nullish()

export const textList = z
  .array(looseText)
  .nullish()
  .transform((items) => (items ?? []).filter((item): item is string => typeof item === 'string'))

type Nullable<T> = T | null | undefined
type LocalizedKeys<K extends string> = K | `${K}_fr` | `${K}_en`

/** `x`, `x_fr` and `x_en` as optional text fields of a raw record. */
export function localizedFields<K extends string>(key: K): Record<LocalizedKeys<K>, typeof looseText> {
  return { [key]: looseText, [`${key}_fr`]: looseText, [`${key}_en`]: looseText } as Record<
    LocalizedKeys<K>,
    typeof looseText
  >
}

function blankToUndefined(value: Nullable<string>): string | undefined {
  return value == null || value.trim() === '' ? undefined : value
}

/** Folds `x_fr` / `x_en` (or a single `x`, taken as French) into one Localized value. */
export function pairOf<K extends string>(
  raw: Partial<Record<LocalizedKeys<K>, Nullable<string>>>,
  key: K,
): Localized {
  const record = raw as Partial<Record<string, Nullable<string>>>
  const fr = record[`${key}_fr`] ?? record[key] ?? ''
  const en = blankToUndefined(record[`${key}_en`])
  return en === undefined ? { fr } : { fr, en }
}

/**
 * `pairOf` for rich text: wrapped until the parse functions' sanitize pass (rich-text.ts) puts both languages
 * through the sanitizer of the side that parses.
 */
export function htmlOf<K extends string>(
  raw: Partial<Record<LocalizedKeys<K>, Nullable<string>>>,
  key: K,
): UnsanitizedHtml {
  return new UnsanitizedHtml(pairOf(raw, key))
}

/** Two lists, French and English; a missing or empty English list stays undefined. */
export function listPair<T>(fr: Nullable<T[]>, en: Nullable<T[]>): Localized<T[]> {
  return en && en.length > 0 ? { fr: fr ?? [], en } : { fr: fr ?? [] }
}

/** The first non-blank image URL among alternative field names, if its scheme is safe. */
export function imageOf(...candidates: Nullable<string>[]): ImageRef | null {
  const src = candidates.map((value) => value?.trim()).find((value) => value)
  return src && isSafeUrl(src, 'image') ? { src } : null
}

/** Per-language images (`x_fr` / `x_en`), French falling back to the language-neutral alternatives. */
export function localizedImageOf(
  fr: Nullable<string>,
  en: Nullable<string>,
  ...neutral: Nullable<string>[]
): Localized<ImageRef | null> {
  const english = imageOf(en)
  const french = imageOf(fr, ...neutral)
  return english ? { fr: french, en: english } : { fr: french }
}

/** A link target (http, https, mailto, tel or a path of the site); anything else becomes null. */
export function link(value: Nullable<string>): string | null {
  const url = value?.trim()
  return url && isSafeUrl(url, 'link') ? url : null
}

export function emailAddress(value: Nullable<string>): string | null {
  const address = value?.trim()
  return address && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address) ? address : null
}

/** The allowed gradient nearest to what the API sent (see gradients.ts); the default when none was sent. */
export function gradientOf(value: Nullable<string>): Gradient {
  return toGradient(value)
}

const LANG_SUFFIX = /_(fr|en)$/

/**
 * One language's view of a list item whose fields may carry suffixes: `{ title_fr, title_en, icon }` becomes
 * `{ title, icon }` for that language. A field without suffix is both languages' value; the choice between
 * them is `localize`'s, the site's one fallback rule (English only on an English page, else French).
 */
export function itemInLanguage(item: unknown, lang: Lang): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item
  const source = item as Record<string, unknown>
  const result: Record<string, unknown> = {}
  const bases = new Set(Object.keys(source).map((key) => key.replace(LANG_SUFFIX, '')))
  for (const base of bases) {
    const both = source[base]
    result[base] = localize({ fr: source[`${base}_fr`] ?? both, en: source[`${base}_en`] ?? both }, lang)
  }
  return result
}

/** A list of items read in one language (see `itemInLanguage`); null entries are skipped. */
export function listIn<T extends z.ZodType>(lang: Lang, item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => entry != null) : value),
    z.array(z.preprocess((value) => itemInLanguage(value, lang), item)).nullish(),
  )
}

/**
 * Accepts a list given once without suffix (`x: [...]`) by spreading it to `x_fr` (and to `x_en` when its
 * items carry English fields), so the object schema only deals with `x_fr` / `x_en`.
 */
export function spreadUnsuffixedLists(keys: readonly string[]) {
  return (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    const raw: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    for (const key of keys) {
      const list = raw[key]
      if (!Array.isArray(list)) continue
      raw[`${key}_fr`] ??= list
      const hasEnglish = list.some(
        (item) =>
          item !== null && typeof item === 'object' && Object.keys(item).some((k) => k.endsWith('_en')),
      )
      if (hasEnglish) raw[`${key}_en`] ??= list
      delete raw[key]
    }
    return raw
  }
}
