/**
 * Validators of the files the static server sends (RFC 9110, section 8.8.3): a strong entity tag made of the
 * file's size and modification time, and of the content coding, since a compressed body is other bytes.
 */
export function entityTag(size: number, mtimeMs: number, encoding?: 'br' | 'gzip'): string {
  const version = `${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}`
  return `"${encoding ? `${version}-${encoding}` : version}"`
}

/** `If-None-Match` holds the tag (weak comparison) or `*`: the client's copy is current, answer 304. */
export function noneMatchHolds(header: string | undefined, tag: string): boolean {
  if (!header) return false
  const plain = (candidate: string) => candidate.trim().replace(/^W\//, '')
  return header.trim() === '*' || header.split(',').some((candidate) => plain(candidate) === tag)
}

/**
 * Whether a `Range` may be honoured: without `If-Range`, or when it is the current tag (strong comparison, so
 * never a weak tag nor a date). Otherwise the file changed since the client's partial copy: send it whole.
 */
export function ifRangeAllows(header: string | undefined, tag: string): boolean {
  return header === undefined || header.trim() === tag
}
