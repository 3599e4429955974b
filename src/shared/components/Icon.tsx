import {
  Award,
  BookOpen,
  Calendar,
  Droplets,
  GitFork,
  HeartHandshake,
  HeartPulse,
  Home,
  Leaf,
  ScrollText,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { DEFAULT_ICON, toIconName, type IconName } from '../schemas/icons'

const ICONS: Record<IconName, LucideIcon> = {
  Home,
  ScrollText,
  Droplets,
  HeartPulse,
  Leaf,
  Users,
  BookOpen,
  GitFork,
  Zap,
  Trophy,
  Calendar,
  Award,
  TrendingUp,
  HeartHandshake,
}

/**
 * One of the icon names of docs/behaviour.md#records (an unknown name draws the default); decorative, hidden
 * from readers.
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName | string | null | undefined
  size?: number
  className?: string
}) {
  const Drawn = ICONS[toIconName(name)] ?? ICONS[DEFAULT_ICON]
  return <Drawn aria-hidden="true" size={size} className={className} />
}
