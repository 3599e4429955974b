/**
 * Rich-text fields are sanitized while they are parsed, by the sanitizer of the side that parses: sanitize-html
 * in the build pipeline, DOMPurify in the browser. The schemas cannot import either (zod schemas are shared
 * and neither library may reach the other side), so the parse functions of `parse.ts` lend theirs for the
 * duration of one synchronous parse.
 */

export type HtmlSanitizer = (dirty: string) => string

let current: HtmlSanitizer | null = null

export function withHtmlSanitizer<T>(sanitize: HtmlSanitizer, parse: () => T): T {
  const previous = current
  current = sanitize
  try {
    return parse()
  } finally {
    current = previous
  }
}

/** Sanitizes one rich-text value; parsing rich text outside `withHtmlSanitizer` is a programming error. */
export function sanitizeRichTextValue(dirty: string): string {
  if (!current) {
    throw new Error('Rich text parsed without a sanitizer: use parseList/parseObject/parseArticlesPage.')
  }
  return current(dirty)
}
