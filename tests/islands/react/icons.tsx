import { renderToStaticMarkup } from 'react-dom/server'
import {
  type LucideIcon,
  Bookmark,
  ChevronDown,
  Heart,
  MessageCircle,
  Link2,
  Share2,
  Smartphone,
  UserRound,
  Mail,
  TriangleAlert,
  Inbox,
  RotateCw,
  CircleCheck,
  CircleAlert,
  Send,
  ShieldCheck,
  X,
  ChevronRight,
  ChevronLeft,
  ArrowRight,
  ArrowLeft,
  ExternalLink,
  CalendarDays,
  HeartHandshake,
  Star,
  Maximize2,
  Users,
  Play,
  Search,
  MapPin,
  Clock,
  Phone,
  FolderKanban,
  House,
  Tag,
} from 'lucide-react'
import type { IconCase } from '../icon-cases'

/**
 * The icons of ICON_CASES by name, each imported by itself: the main module would load all of lucide's icons
 * (vitest.config.ts, lucideIconsByModule).
 */
const lucide = {
  Bookmark,
  ChevronDown,
  Heart,
  MessageCircle,
  Link2,
  Share2,
  Smartphone,
  UserRound,
  Mail,
  TriangleAlert,
  Inbox,
  RotateCw,
  CircleCheck,
  CircleAlert,
  Send,
  ShieldCheck,
  X,
  ChevronRight,
  ChevronLeft,
  ArrowRight,
  ArrowLeft,
  ExternalLink,
  CalendarDays,
  HeartHandshake,
  Star,
  Maximize2,
  Users,
  Play,
  Search,
  MapPin,
  Clock,
  Phone,
  FolderKanban,
  House,
  Tag,
} satisfies Record<IconCase[0], LucideIcon>

/** The build's side: each icon as lucide-react draws it at prerender, on React. */
export function prerenderedIcons(cases: readonly IconCase[]): string[] {
  return cases.map(([name, props]) => {
    const Icon = lucide[name] as LucideIcon
    return renderToStaticMarkup(<Icon {...props} />)
  })
}

/** lucide-react's own name for the component (its factory names every icon). */
export const prerenderIconName = (name: IconCase[0]) => (lucide[name] as LucideIcon).displayName
