import { type ImageRef, imageRefSchema } from './fields'

/**
 * Images inside normalised records, wherever they are (a record's `image`, a strategy's per-language image,
 * a video thumbnail...). Output records only hold `ImageRef` objects as `{ src, width?, height?, variants? }`,
 * so they can be found by shape, and rewritten in place by the pipeline (local copies, responsive variants)
 * and the browser client (relative URLs of the API).
 */

const IMAGE_KEYS = new Set(Object.keys(imageRefSchema.shape))

function isImageRef(value: unknown): value is ImageRef {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  // The cheap test first: most objects of a record are not images at all.
  if (typeof record.src !== 'string' || !Object.keys(record).every((key) => IMAGE_KEYS.has(key))) return false
  return imageRefSchema.safeParse(value).success
}

/** Every ImageRef object of `value` (the same objects, so they can be updated in place). */
export function collectImageRefs(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (isImageRef(value)) {
    found.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collectImageRefs(item, found)
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectImageRefs(item, found)
  }
  return found
}

/**
 * Removes each of `refs` from `value`: a field becomes null, the record's "no image" (the page shows its
 * fallback image), and a list loses the item. For the images the build could not store
 * (docs/behaviour.md#images).
 */
export function removeImageRefs(value: unknown, refs: readonly ImageRef[]): void {
  if (refs.length > 0) removeFrom(value, new Set<unknown>(refs))
}

function removeFrom(value: unknown, removed: ReadonlySet<unknown>): void {
  if (Array.isArray(value)) {
    const kept = value.filter((item) => !removed.has(item))
    value.splice(0, value.length, ...kept)
    for (const item of value) removeFrom(item, removed)
  } else if (value !== null && typeof value === 'object') {
    const container = value as Record<string, unknown>
    for (const key of Object.keys(container)) {
      if (removed.has(container[key])) container[key] = null
      else removeFrom(container[key], removed)
    }
  }
}

/** Makes relative image URLs absolute against the API's base URL (`''` leaves them relative to the site). */
export function resolveImageSources<T>(value: T, apiBase: string): T {
  if (!apiBase) return value
  for (const ref of collectImageRefs(value)) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref.src)) continue
    try {
      ref.src = new URL(ref.src, `${apiBase.replace(/\/+$/, '')}/`).href
    } catch {
      // Left as it is: the page's fallback image covers a URL that cannot be resolved.
    }
  }
  return value
}
