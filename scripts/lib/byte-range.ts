/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110, section 14): `bytes=a-b`,
 * `bytes=a-` or the last n bytes, `bytes=-n`. `undefined` when there is no header, or one that is malformed
 * or asks for several ranges: the whole file is then sent, as the RFC lets a server do. `'unsatisfiable'` when
 * it starts past the end of the file, or asks for its last 0 bytes (answered 416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    // An empty file has no last bytes to send: the whole (empty) file is.
    return size === 0 ? undefined : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? Infinity : Number(last)
  if (end < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}
