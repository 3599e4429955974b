/**
 * French typography for text a visitor reads: the spaces that must not break (before « : ; ! ? », inside
 * « », between the groups of a number and before its unit) and the typographic apostrophe. Without them a
 * colon or a closing guillemet lands alone at the start of a line on a narrow phone. Only existing spaces
 * are changed, never added, so URLs, times (10:30) and code stay as they are.
 */

const NBSP = '\u00a0'
const NNBSP = '\u202f'
/** A space of any kind that may be turned into a non-breaking one. */
const SPACE = '[ \\u00a0\\u202f]+'

/** A clock time as texts write it: 8:00, 08:30, 8h, 8 h 30 is not one (its space is a word space). */
const CLOCK = '\\d{1,2}(?::\\d{2}|h\\d{0,2})'

/**
 * The rules every language needs: a number's groups (100 000, as French and some English texts write it) and
 * a spaced range of times (8:00 – 18:00) stay on one line.
 */
const ANY_LANGUAGE_RULES: readonly [RegExp, string][] = [
  // 85 000 and 1 200 000: the groups of a number stay together.
  [new RegExp(`(?<=\\d)${SPACE}(?=\\d{3}(?!\\d))`, 'gu'), NNBSP],
  // 8:00 – 18:00: the dash of a range of times stays with both ends.
  [new RegExp(`(?<=${CLOCK})${SPACE}([–—-])${SPACE}(?=${CLOCK}(?![\\d:]))`, 'gu'), `${NBSP}$1${NBSP}`],
]

const RULES: readonly [RegExp, string][] = [
  // l'eau → l’eau (between two letters only: quotes around a word stay).
  [/(\p{L})'(?=\p{L})/gu, '$1’'],
  // A word space before a colon, a narrow one before ; ! ? and a closing guillemet. At the start of a text
  // too: in HTML the word before may end the previous element ("<em>eau</em> »").
  [new RegExp(`(?<=\\S|^)${SPACE}:`, 'gu'), `${NBSP}:`],
  [new RegExp(`(?<=\\S|^)${SPACE}([;!?»])`, 'gu'), `${NNBSP}$1`],
  [new RegExp(`«${SPACE}`, 'gu'), `«${NNBSP}`],
  ...ANY_LANGUAGE_RULES,
  // 7 / 800, 85 %, 5 000 FCFA.
  [new RegExp(`(?<=\\d)${SPACE}/${SPACE}(?=\\d)`, 'gu'), `${NBSP}/${NBSP}`],
  [new RegExp(`(?<=\\d)${SPACE}(?=%|FCFA\\b|F CFA\\b|km\\b|ha\\b|m³|°)`, 'gu'), NNBSP],
]

/** A French text set as French typography asks (see above). */
export function frenchTypography(text: string): string {
  let result = text
  for (const [pattern, replacement] of RULES) result = result.replace(pattern, replacement)
  return result
}

/**
 * English typography (docs/behaviour.md#languages): the curly apostrophe and quotation marks the rest of the
 * English site uses, where writers type straight ones. Only quotes next to a word change: one alone between
 * spaces stays as typed.
 */
const ENGLISH_RULES: readonly [RegExp, string][] = [
  // AHB's, don't → AHB’s, don’t.
  [/(?<=[\p{L}\d])'(?=\p{L})/gu, '’'],
  // donors' gifts → donors’ gifts.
  [/(?<=\p{L}s)'(?=[\s.,;:!?)]|$)/gu, '’'],
  // "Save" → “Save”: an opening mark before a word, a closing one after it.
  [/(?<=^|[\s([—–])"(?=[\p{L}\d…])/gu, '“'],
  [/(?<=[\p{L}\d.,!?…])"/gu, '”'],
]

/** An English text as English typography asks (see above), its numbers kept together. */
export function englishTypography(text: string): string {
  let result = keepTogether(text)
  for (const [pattern, replacement] of ENGLISH_RULES) result = result.replace(pattern, replacement)
  return result
}

/**
 * What every language gets (an English text included): a number's groups and a range of times never split
 * over two lines. Only existing spaces change, as for French.
 */
export function keepTogether(text: string): string {
  let result = text
  for (const [pattern, replacement] of ANY_LANGUAGE_RULES) result = result.replace(pattern, replacement)
  return result
}

/** English typography for HTML: only the text between tags changes. */
export function englishTypographyInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : englishTypography(part)))
    .join('')
}

/**
 * The same for HTML: only the text between tags changes, never a tag or its attributes. For HTML this site
 * made or sanitized (well-formed, `<` and `>` in text escaped).
 */
export function frenchTypographyInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : frenchTypography(part)))
    .join('')
}
