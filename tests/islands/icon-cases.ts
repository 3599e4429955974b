import type { LucideProps } from 'lucide-react'

/** The icons the islands draw, each with the props the site passes to icons (size, class, aria, fill…). */
export type IconCase = [name: (typeof ICONS)[number], props: LucideProps]

const ICONS = [
  'Bookmark',
  'ChevronDown',
  'Heart',
  'MessageCircle',
  'Link2',
  'Share2',
  'Smartphone',
  'UserRound',
  'Mail',
  'TriangleAlert',
  'Inbox',
  'RotateCw',
  'CircleCheck',
  'CircleAlert',
  'Send',
  'ShieldCheck',
  'X',
  'ChevronRight',
  'ChevronLeft',
  'ArrowRight',
  'ArrowLeft',
  'ExternalLink',
  'CalendarDays',
  'HeartHandshake',
  'Star',
  'Maximize2',
  'Users',
  'Play',
  'Search',
  'MapPin',
  'Clock',
  'Phone',
  'FolderKanban',
  'House',
  'Tag',
] as const

const PROPS: LucideProps[] = [
  {},
  { 'aria-hidden': 'true', size: 18 },
  { size: 16 },
  { 'aria-hidden': 'true', size: 20, className: 'mt-0.5 shrink-0' },
  { 'aria-hidden': 'true', size: 36, className: 'ml-1', fill: 'currentColor' },
  { 'aria-label': 'Partager', size: 22 },
  { role: 'img', strokeWidth: 3, color: '#0b5' },
  { className: '  lucide extra  extra ', width: 30, height: 12 },
]

export const ICON_CASES: IconCase[] = ICONS.flatMap((name) => PROPS.map((props): IconCase => [name, props]))
