import type { Localized } from './localized'

/**
 * Rich text (docs/behaviour.md#records) is HTML from outside. The schemas, shared by the build pipeline and
 * the browser, cannot import either side's sanitizer (sanitize-html at build time, DOMPurify in the
 * browser), so they leave each rich-text value wrapped, not yet usable as a string; the parse functions of
 * `parse.ts` then run the sanitize pass below with the sanitizer of the side that parses.
 */

export type HtmlSanitizer = (dirty: string) => string

/** A rich-text value as the API sent it: only the sanitize pass opens it. */
export class UnsanitizedHtml {
  constructor(readonly dirty: Localized) {}

  // Neither written to a snapshot or a page's data nor shown as text before the sanitize pass.
  toJSON(): never {
    throw new Error(UNSANITIZED)
  }

  toString(): never {
    throw new Error(UNSANITIZED)
  }
}

const UNSANITIZED = 'Rich text not sanitized: parse it with parseList, parseObject or parseArticlesPage.'

/** A schema's output once sanitized: each rich-text value a Localized string of safe HTML. */
export type Sanitized<T> = T extends UnsanitizedHtml
  ? Localized
  : T extends readonly (infer U)[]
    ? Sanitized<U>[]
    : T extends object
      ? { [K in keyof T]: Sanitized<T[K]> }
      : T

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** The sanitize pass: a copy of a parsed value with each rich-text value sanitized, both languages. */
export function sanitizeRichText<T>(value: T, sanitize: HtmlSanitizer): Sanitized<T> {
  if (value instanceof UnsanitizedHtml) {
    const { fr, en } = value.dirty
    const clean = fr === '' ? '' : sanitize(fr)
    return (en === undefined ? { fr: clean } : { fr: clean, en: sanitize(en) }) as Sanitized<T>
  }
  if (Array.isArray(value))
    return value.map((item: unknown) => sanitizeRichText(item, sanitize)) as Sanitized<T>
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sanitizeRichText(item, sanitize)]),
    ) as Sanitized<T>
  }
  return value as Sanitized<T>
}
