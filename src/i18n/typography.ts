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

const RULES: readonly [RegExp, string][] = [
  // l'eau → l’eau (between two letters only: quotes around a word stay).
  [/(\p{L})'(?=\p{L})/gu, '$1’'],
  // A word space before a colon, a narrow one before ; ! ? and a closing guillemet.
  [new RegExp(`(?<=\\S)${SPACE}:`, 'gu'), `${NBSP}:`],
  [new RegExp(`(?<=\\S)${SPACE}([;!?»])`, 'gu'), `${NNBSP}$1`],
  [new RegExp(`«${SPACE}`, 'gu'), `«${NNBSP}`],
  // 85 000 and 1 200 000: the groups of a number stay together.
  [new RegExp(`(?<=\\d)${SPACE}(?=\\d{3}(?!\\d))`, 'gu'), NNBSP],
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
 * The same for HTML: only the text between tags changes, never a tag or its attributes. For HTML this site
 * made or sanitized (well-formed, `<` and `>` in text escaped).
 */
export function frenchTypographyInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : frenchTypography(part)))
    .join('')
}
