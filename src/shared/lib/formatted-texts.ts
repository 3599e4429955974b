/**
 * Texts made by the browser's Intl formatters (dates, numbers, plural forms), carried from the prerender to
 * the browser. On a phone the first formatter a page makes costs 15–40 ms of main thread (the browser loads
 * the locale's data), and an island would pay it just to hydrate text that is already on the page. So the
 * prerender records what each island formatted (recordFormatted, in src/node/islands/IslandPrerender.tsx), the island's
 * element carries it, and the browser seeds it here before hydrating (knownFormatted): only what the browser
 * fetches later is formatted there.
 */
const known = new Map<string, string>()
let recording: Record<string, string> | null = null

/** The text of `key`: as recorded at prerender when known, else made by `format` (and recorded if recording). */
export function formatted(key: string, format: () => string): string {
  const text = known.get(key) ?? format()
  if (recording) recording[key] = text
  return text
}

/** Runs `render` (synchronous) and returns what it rendered with the texts it formatted, by key. */
export function recordFormatted<T>(render: () => T): [T, Record<string, string>] {
  const outer = recording
  const texts: Record<string, string> = {}
  recording = texts
  try {
    return [render(), texts]
  } finally {
    recording = outer
    if (outer) Object.assign(outer, texts)
  }
}

/** Texts formatted at prerender (recordFormatted); a value that is not text is ignored. */
export function knownFormatted(texts: Record<string, unknown>): void {
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') known.set(key, text)
}
