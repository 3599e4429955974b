/**
 * Image columns hold either a file name under /media/ or an absolute URL. File names are exposed as absolute
 * URLs on the origin of the request, as a Django back-end builds them from the Host header.
 */
export function mediaUrl(origin: string, value: string | null | undefined): string | null {
  if (!value) return null
  if (/^https?:\/\//i.test(value)) return value
  return `${origin}/media/${encodeURIComponent(value)}`
}
