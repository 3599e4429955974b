/**
 * A person's initials avatar (docs/behaviour.md#team): the first letters of the first and last words of the
 * name, on a colour the name picks from a palette where white text has a contrast of at least 4.5:1 (WCAG AA).
 */
const AVATAR_COLOURS = [
  '#07578c', // brand blue
  '#9f1239', // rose
  '#166534', // green
  '#92400e', // amber
  '#5b21b6', // violet
  '#0f766e', // teal
  '#9d174d', // pink
  '#1e40af', // blue
] as const

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (Array.from(first)[0] ?? '').toUpperCase() + (Array.from(last)[0] ?? '').toUpperCase()
}

/** The same name always gets the same colour; different names mostly get different ones. */
export function avatarColour(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0]
}
