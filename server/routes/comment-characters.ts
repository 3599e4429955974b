/**
 * Characters a comment may not hold (docs/behaviour.md#comment-post-rules). Controls (NUL, ESC, DEL, C1)
 * reach moderators' terminals and logs as commands; bidi embeddings, overrides and isolates reorder what a
 * reader sees, so a text can show something else than it says. The content keeps line breaks and tabs (CRLF
 * counts as one break); a name is one line. Bidi marks only place neutral characters, so the content keeps
 * them for right-to-left quotes, but a name has no use for them. A subject is a name here: one line.
 */
const CONTENT_CONTROL = /(?![\t\n]|\r\n)\p{Cc}/u
const NAME_CONTROL = /[\p{Cc}\u2028\u2029]/u
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u
const BIDI_MARK = /[\u061C\u200E\u200F]/u
/**
 * Characters that hide: a one-line field has no use for any format character (zero-width space and joiners,
 * word joiner, soft hyphen, BOM…), and tag characters, which can spell a whole hidden text, are refused
 * everywhere; the content keeps the other format characters (emoji sequences join with U+200D).
 */
const NAME_HIDDEN = /[\p{Cf}\u{E0000}-\u{E007F}]/u
const TAG = /[\u{E0000}-\u{E007F}]/u

export type TextField = 'name' | 'content'

const codePoint = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * The first character `field` may not hold and its code point: a control, a bidi character, or a hidden
 * one, which is reported as a control (one message for every character that cannot be seen).
 */
export function findForbidden(
  value: string,
  field: TextField,
): { kind: 'control' | 'bidi'; codePoint: string } | undefined {
  const control = (field === 'name' ? NAME_CONTROL : CONTENT_CONTROL).exec(value)
  if (control) return { kind: 'control', codePoint: codePoint(control[0]) }
  const bidi = BIDI_CONTROL.exec(value) ?? (field === 'name' ? BIDI_MARK.exec(value) : null)
  if (bidi) return { kind: 'bidi', codePoint: codePoint(bidi[0]) }
  const hidden = (field === 'name' ? NAME_HIDDEN : TAG).exec(value)
  if (hidden) return { kind: 'control', codePoint: codePoint(hidden[0]) }
  return undefined
}

/** The message for the first character `field` may not hold, or undefined when there is none. */
export function forbiddenCharacter(value: string, field: TextField): string | undefined {
  const found = findForbidden(value, field)
  if (found?.kind === 'control') {
    return `Ce champ contient un caractère de contrôle invisible (${found.codePoint}) : retapez le texte plutôt que de le coller.`
  }
  if (found?.kind === 'bidi') {
    return `Ce champ contient un caractère invisible qui change le sens de l’écriture (${found.codePoint}) : retapez le texte plutôt que de le coller.`
  }
  return undefined
}
