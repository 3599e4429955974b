/**
 * The gradients a card, badge or stripe may wear. Gradients arrive as data (API records and content
 * frontmatter, e.g. "from-sky-500 to-blue-700"), and the CSS is generated from the source code, never from the
 * data: so every incoming value is mapped to one of these, and `uno.config.ts` safelists exactly these.
 * A back-end colour that is not here gets the nearest allowed one; add it here to give it its own.
 */
export const GRADIENTS = [
  'from-sky-500 to-blue-700',
  'from-sky-500 to-indigo-700',
  'from-rose-500 to-red-700',
  'from-amber-500 to-orange-600',
  'from-amber-500 to-orange-700',
  'from-amber-500 to-red-600',
  'from-emerald-500 to-green-700',
  'from-emerald-500 to-teal-700',
  'from-cyan-500 to-teal-700',
  'from-violet-500 to-purple-700',
  'from-slate-600 to-blue-800',
  // The site's own cards (team values, reasons to join), darker.
  'from-rose-600 to-red-800',
  'from-amber-600 to-orange-800',
  'from-emerald-600 to-teal-800',
  'from-violet-600 to-indigo-800',
  'from-sky-600 to-blue-800',
] as const

export type Gradient = (typeof GRADIENTS)[number]

/** For a missing value, or one with no colour in common with the allowed ones: the brand's own blues. */
export const DEFAULT_GRADIENT: Gradient = 'from-sky-600 to-blue-800'

/** Each class of the allowed gradients, once: what the CSS must hold. */
export const GRADIENT_CLASSES: readonly string[] = [...new Set(GRADIENTS.flatMap((g) => g.split(' ')))]

const ALLOWED = new Set<string>(GRADIENTS)

/** A colour stop: `from-sky-500`, `to-blue-700`, or a bare hue (`sky`, `sky-500`). */
const STOP = /^(?:(from|via|to)-)?([a-z]+)(?:-\d{2,3})?$/

interface Stop {
  position: string | undefined
  hue: string
}

function stopsOf(value: string): Stop[] {
  return value.split(' ').flatMap((token) => {
    const match = STOP.exec(token)
    return match ? [{ position: match[1], hue: match[2]! }] : []
  })
}

const ALLOWED_STOPS = GRADIENTS.map((gradient) => ({ gradient, stops: stopsOf(gradient) }))

function hueAt(stops: Stop[], position: 'from' | 'to'): string | undefined {
  return (stops.find((stop) => stop.position === position) ?? stops.find((stop) => !stop.position))?.hue
}

function firstWith(position: 'from' | 'to', hue: string | undefined): Gradient | undefined {
  return hue ? ALLOWED_STOPS.find((allowed) => hueAt(allowed.stops, position) === hue)?.gradient : undefined
}

/**
 * The allowed gradient for any value: the same classes (case and spacing aside); else the first allowed one
 * starting with the same hue; else the first ending with the same hue; else the default. The result is always
 * one of `GRADIENTS`, so hostile text never reaches a class attribute.
 */
export function toGradient(value: unknown): Gradient {
  if (typeof value !== 'string') return DEFAULT_GRADIENT
  const normalized = value.slice(0, 200).trim().toLowerCase().replace(/\s+/g, ' ')
  if (ALLOWED.has(normalized)) return normalized as Gradient
  const stops = stopsOf(normalized)
  return firstWith('from', hueAt(stops, 'from')) ?? firstWith('to', hueAt(stops, 'to')) ?? DEFAULT_GRADIENT
}
