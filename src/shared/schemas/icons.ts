/** Icon names the back-end may use (docs/behaviour.md#records); the pages map them to lucide-react icons. */
export const ICON_NAMES = [
  'Home',
  'ScrollText',
  'Droplets',
  'HeartPulse',
  'Leaf',
  'Users',
  'BookOpen',
  'GitFork',
  'Zap',
  'Trophy',
  'Calendar',
  'Award',
  'TrendingUp',
  'HeartHandshake',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** Shown for a missing or unknown icon name: the organisation's own emblem of solidarity. */
export const DEFAULT_ICON: IconName = 'HeartHandshake'

const BY_LOOSE_NAME = new Map<string, IconName>(ICON_NAMES.map((name) => [looseName(name), name]))

function looseName(value: string): string {
  return value.toLowerCase().replace(/[\s_-]/g, '')
}

/** A recognised icon name; the spelling may differ in case or use kebab-case (`heart-pulse`). */
export function toIconName(value: unknown): IconName {
  if (typeof value !== 'string') return DEFAULT_ICON
  return BY_LOOSE_NAME.get(looseName(value)) ?? DEFAULT_ICON
}
