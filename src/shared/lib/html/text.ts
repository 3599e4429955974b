/**
 * Plain-text helpers for previews (excerpt lengths: docs/behaviour.md#limits). They run in Node and in the
 * browser without a DOM. `stripHtml` is not a sanitizer: its output is text, to be rendered as text (React
 * escapes it). Why a table of our own rather than `entities`: docs/architecture.md#in-the-browser.
 */

/** Excerpt lengths of docs/behaviour.md#limits, in characters (the ellipsis comes on top). */
export const EXCERPT_LENGTHS = {
  heroPreview: 150,
  focus: 120,
  strategyOverlay: 100,
  articleCard: 180,
  articleSummary: 150,
  shareText: 200,
} as const

const ELLIPSIS = '…'

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  middot: '·',
  bull: '•',
  deg: '°',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yuml: 'ÿ',
  oelig: 'œ',
  aelig: 'æ',
  Agrave: 'À',
  Acirc: 'Â',
  Ccedil: 'Ç',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Icirc: 'Î',
  Ocirc: 'Ô',
  Ugrave: 'Ù',
  Ucirc: 'Û',
  OElig: 'Œ',
}

function decodeCodePoint(code: number): string {
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
  return valid ? String.fromCodePoint(code) : '\ufffd'
}

/** Decodes named (the common ones), decimal and hexadecimal character references. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X'
      return decodeCodePoint(parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10))
    }
    return NAMED_ENTITIES[ref] ?? whole
  })
}

const BLOCK_BOUNDARY =
  /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|caption|figure|figcaption|section|article|header|footer)\b[^>]*>/gi

/**
 * Spaces collapsed to one, except a no-break space on its own (French typography puts one in a number's
 * groups, 7 800, or before a colon), which is kept: an excerpt never splits what the full text keeps together.
 */
function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, (run) => (/^[\u00a0\u202f]+$/.test(run) ? run[0]! : ' '))
}

/** The text of an HTML fragment: no tags, no comments, no script or style text, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return collapseSpaces(
    decodeEntities(
      html
        .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
        .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
        .replace(BLOCK_BOUNDARY, ' ')
        .replace(/<\/?[a-z][^>]*>/gi, '')
        .replace(/<[!?/][^>]*>/g, ''),
    ),
  ).trim()
}

/**
 * At most `max` characters of `text`, then '…'. The cut falls on the last word boundary, however early
 * (docs/behaviour.md#grids: a preview never ends mid-word); only a text whose first word is longer than `max`
 * is cut inside it. Trailing spaces and punctuation before the ellipsis are dropped. Text that fits is
 * returned as is.
 */
export function excerpt(text: string, max: number): string {
  const clean = collapseSpaces(text).trim()
  const chars = Array.from(clean) // code points, so an emoji is never cut in half
  if (chars.length <= max) return clean
  const head = chars.slice(0, max)
  const nextIsBoundary = /[^\S\u00a0\u202f]/.test(chars[max] ?? ' ')
  let cut = head.length
  if (!nextIsBoundary) {
    const lastSpace = head.lastIndexOf(' ')
    if (lastSpace > 0) cut = lastSpace
  }
  const kept = head
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:.!?…\-–—(«"']+$/u, '')
  return `${kept || head.join('')}${ELLIPSIS}`
}

/** The usual pair: text of an HTML fragment, shortened. */
export function htmlExcerpt(html: string, max: number): string {
  return excerpt(stripHtml(html), max)
}
