/** What a JSON request body is to the routes that take one: its media type and its one shape, an object. */

/** `application/json`, or any `application/…+json`, whatever its parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string): boolean {
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'))
}

/** The body's JSON when it is an object, else undefined (invalid JSON, an array, a string, null). */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
