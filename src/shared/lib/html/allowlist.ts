/**
 * The one HTML allow-list of the site. Rich text comes from the back-end (article bodies, descriptions, bios,
 * page contents) and is sanitized twice over its life: at build time with sanitize-html and in the browser
 * with DOMPurify. Both read this module, and both pass every kept element through `policyAttributes`, so the
 * two produce the same elements and attributes. Pure module: no DOM, no Node API.
 */

export const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const

/** Attributes kept per tag; `rel` and `target` on links are computed by `linkRule`, never taken as given. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  abbr: ['title'],
  ol: ['start', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  blockquote: ['cite'],
}

/** Attributes kept on every allowed tag. No `class`, `style` or `id`: the site's CSS and DOM stay ours. */
export const GLOBAL_ATTRIBUTES = ['lang', 'dir'] as const

/** Tags removed together with everything inside them (their text makes no sense on its own, or is code). */
export const DROP_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
  'option',
  'button',
] as const

export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const
export const IMAGE_SCHEMES = ['http', 'https'] as const
/** Attributes whose value is a URL and must pass `isSafeUrl`. */
export const URL_ATTRIBUTES = ['href', 'src', 'cite'] as const

const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start'])
const ENUM_ATTRIBUTES: Record<string, readonly string[]> = {
  dir: ['ltr', 'rtl', 'auto'],
  scope: ['row', 'col', 'rowgroup', 'colgroup'],
}

export type UrlKind = 'link' | 'image'

/**
 * The scheme rule: http, https, mailto and tel for links, http and https for images, and any relative URL.
 * Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`), so they are removed
 * before the scheme is read. Values given to this function are already entity-decoded (by the HTML parser,
 * or because they come from JSON).
 */
export function isSafeUrl(url: string, kind: UrlKind = 'link'): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed here
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)
  if (!match) return true
  const scheme = (match[1] ?? '').toLowerCase()
  const allowed: readonly string[] = kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES
  return allowed.includes(scheme)
}

/** A link leaves the site when it is absolute http(s) or protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim())
}

/**
 * The link rule, the same in both sanitizers: links to other sites open in a new tab without giving that site
 * a handle on ours (`rel="noopener noreferrer"`); links within the site (relative, mailto, tel) get neither.
 */
export function linkRule(attributes: Record<string, string>): Record<string, string> {
  const { rel: _rel, target: _target, ...rest } = attributes
  if (rest.href !== undefined && isExternalHref(rest.href)) {
    return { ...rest, target: '_blank', rel: 'noopener noreferrer' }
  }
  return rest
}

function isAllowedAttribute(tag: string, name: string): boolean {
  return (
    (GLOBAL_ATTRIBUTES as readonly string[]).includes(name) || (ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)
  )
}

function isAcceptableValue(tag: string, name: string, value: string): boolean {
  if ((URL_ATTRIBUTES as readonly string[]).includes(name)) {
    return isSafeUrl(value, tag === 'img' ? 'image' : 'link')
  }
  if (NUMERIC_ATTRIBUTES.has(name)) return /^\d{1,4}$/.test(value.trim())
  const choices = ENUM_ATTRIBUTES[name]
  if (choices) return choices.includes(value.trim().toLowerCase())
  return true
}

/**
 * The attributes an allowed element keeps: allowed names only, safe URLs only, sane numbers, an image's `alt`,
 * then the link rule. Both sanitizers call this for every element they keep.
 */
export function policyAttributes(tag: string, attributes: Record<string, string>): Record<string, string> {
  const lowerTag = tag.toLowerCase()
  const kept: Record<string, string> = {}
  for (const [rawName, value] of Object.entries(attributes)) {
    const name = rawName.toLowerCase()
    if (name === 'rel' || name === 'target') continue
    if (isAllowedAttribute(lowerTag, name) && isAcceptableValue(lowerTag, name, value)) kept[name] = value
  }
  // An image nothing describes is taken as decorative (docs/behaviour.md#images): HTML requires `alt`.
  if (lowerTag === 'img' && kept.alt === undefined) kept.alt = ''
  return lowerTag === 'a' ? linkRule(kept) : kept
}

/** Every attribute name that may appear on some tag (DOMPurify takes one flat list). */
export function allAllowedAttributeNames(): string[] {
  return [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(ALLOWED_ATTRIBUTES).flat()])]
}
