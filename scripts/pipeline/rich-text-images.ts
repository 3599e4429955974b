import { IMAGE_SIZES } from '../../src/shared/components/image-sizes'
import { responsiveSources } from '../../src/shared/lib/image-variants'
import type { ImageRef } from '../../src/shared/schemas/fields'

/**
 * Images inside rich text from the API (article bodies, descriptions, bios). After sanitizing, the pipeline
 * stores them like the records' own images and rewrites their tags: the local copy, its width and height
 * when the author gave none (no layout shift while it loads), its WebP and JPEG variants in a <picture>, and
 * lazy loading (rich text always comes below a page's title and first picture). An image that cannot be
 * stored is removed: the page would otherwise ask the back-end for it on every visit (docs/behaviour.md#images). This runs on the sanitizer's output, and only adds attributes whose
 * values the pipeline makes; rich text fetched in the browser is shown as its sanitizer leaves it.
 */

/** Rich text sized for the widest column it appears in (an article body). */
const RICH_TEXT_SIZES = IMAGE_SIZES.articleColumn

/**
 * The sanitizer of one endpoint's pull, which notes the rich text it produced that holds images: among a
 * record's strings, only those are HTML to rewrite. One per pull, so nothing outlives it.
 */
export function richTextSanitizer(sanitize: (dirty: string) => string) {
  const withImages = new Set<string>()
  return {
    sanitizeHtml(dirty: string): string {
      const html = sanitize(dirty)
      if (html.includes('<img')) withImages.add(html)
      return html
    },
    withImages: withImages as ReadonlySet<string>,
  }
}

interface Slot {
  html: string
  replace(html: string): void
}

function richTextSlots(value: unknown, richText: ReadonlySet<string>, found: Slot[] = []): Slot[] {
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) {
    const container = value as Record<string, unknown>
    for (const key of Object.keys(container)) {
      const item = container[key]
      if (typeof item === 'string') {
        if (richText.has(item)) found.push({ html: item, replace: (html) => (container[key] = html) })
      } else richTextSlots(item, richText, found)
    }
  }
  return found
}

// sanitize-html writes every attribute as name="value", with &, <, > and " escaped.
const IMG_TAG = /<img\b([^>]*?)\s*\/?>/g
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function attributesOf(tagBody: string): Map<string, string> {
  return new Map(Array.from(tagBody.matchAll(ATTRIBUTE), (match) => [match[1]!, match[2]!]))
}

function serialize(name: string, attributes: Map<string, string>): string {
  return `<${name}${Array.from(attributes, ([key, value]) => ` ${key}="${value}"`).join('')}>`
}

/** The tag for an image `localize` has stored. */
function rewrittenTag(attributes: Map<string, string>, image: ImageRef): string {
  const img = new Map(attributes)
  img.set('src', escape(image.src))
  // The author's size is how large it is shown: only a missing one is taken from the file.
  if (!(img.has('width') && img.has('height')) && image.width && image.height) {
    img.set('width', String(image.width))
    img.set('height', String(image.height))
  }
  img.set('loading', 'lazy')
  img.set('decoding', 'async')
  const sources = responsiveSources(image)
  if (!sources) return serialize('img', img)
  img.set('srcset', escape(sources.fallback))
  img.set('sizes', RICH_TEXT_SIZES)
  const webp = new Map([
    ['type', 'image/webp'],
    ['srcset', escape(sources.webp)],
    ['sizes', RICH_TEXT_SIZES],
  ])
  return `<picture>${serialize('source', webp)}${serialize('img', img)}</picture>`
}

/**
 * Stores the images of every rich-text value of `data` (`richText`: those the pull's sanitizer noted, see
 * richTextSanitizer) with `localize`, which points refs at local copies and leaves the others as they came, and
 * rewrites their tags in place, removing those of images not stored. Returns how many images are now served by the site.
 */
export async function localizeRichTextImages(
  data: unknown,
  richText: ReadonlySet<string>,
  localize: (refs: ImageRef[]) => Promise<unknown>,
): Promise<number> {
  const slots = richTextSlots(data, richText)
  const tags = slots.flatMap((slot) =>
    Array.from(slot.html.matchAll(IMG_TAG), (match) => {
      const attributes = attributesOf(match[1] ?? '')
      const src = decode(attributes.get('src') ?? '')
      return { slot, tag: match[0], attributes, src, ref: { src } as ImageRef }
    }).filter((found) => found.src !== ''),
  )
  await localize(tags.map((found) => found.ref))
  let rewritten = 0
  for (const slot of slots) {
    const own = tags.filter((found) => found.slot === slot)
    let index = 0
    const html = slot.html.replace(IMG_TAG, (tag) => {
      const found = own[index]?.tag === tag ? own[index++] : undefined
      if (!found) return tag
      if (!found.ref.src.startsWith('/media/')) return ''
      rewritten++
      return rewrittenTag(found.attributes, found.ref)
    })
    slot.replace(html)
  }
  return rewritten
}
