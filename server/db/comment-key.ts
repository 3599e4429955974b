import { createHash } from 'node:crypto'

/**
 * Characters that show nothing and are not white space: format controls (zero-width spaces and joiners, bidi
 * marks, soft hyphen, BOM, tags), the combining grapheme joiner, variation selectors, and the Hangul and
 * Braille blanks.
 */
export const INVISIBLE_MARKS =
  /[\p{Cf}\u034F\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u115F\u1160\u3164\uFFA0\u2800]/gu

/**
 * The form two comments are compared in to spot a double post (docs/behaviour.md#comment-post-rules): NFKC
 * (so NFD and NFC spellings meet), case folded, invisible characters removed, white space collapsed. Stored
 * beside each comment (`content_key`) so the check runs in SQL.
 */
export function duplicateKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE_MARKS, '')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\p{White_Space}+/gu, ' ')
    .trim()
}

/**
 * The key of a contact message for spotting the same message sent again (docs/behaviour.md#contact-post-rules):
 * its e-mail, subject and text, each in `duplicateKey` form, hashed so the index stays small.
 */
export function contactMessageKey(email: string, subject: string, message: string): string {
  const parts = [email, subject, message].map(duplicateKey)
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url')
}
