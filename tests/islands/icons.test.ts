import { createElement } from 'preact/compat'
import { type FunctionComponent, render } from 'preact'
import {
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
import { describe, expect, it } from 'vitest'
import { ICON_CASES, type IconCase } from './icon-cases'
import { prerenderedIcons, prerenderIconName } from './react/icons'

// The icons of ICON_CASES by name, each imported by itself: the main module would load all of lucide's icons
// (vitest.config.ts, lucideIconsByModule).
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
} satisfies Record<IconCase[0], unknown>

// The browser bundle draws lucide's icons with the site's own factory (src/browser/lucide-icon-lite.ts), the
// prerender with lucide-react's: hydration needs the same <svg>, attribute for attribute.

/** An element as a canonical text: its tag, its attributes sorted, its children. */
function canonical(element: Element): string {
  const attributes = Array.from(element.attributes, ({ name, value }) => `${name}="${value}"`).sort()
  const children = Array.from(element.children, canonical).join('')
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</>`
}

function drawnInBrowser(name: (typeof ICON_CASES)[number][0], props: object): string {
  const container = document.createElement('div')
  // Typed for React; this side renders it on Preact, as the browser bundle does.
  const Icon = lucide[name] as unknown as FunctionComponent<object>
  render(createElement(Icon, props), container)
  return canonical(container.firstElementChild!)
}

describe('the icons of the browser bundle', () => {
  const prerendered = prerenderedIcons(ICON_CASES)

  it('come from the site’s own factory, the prerender’s from lucide-react', () => {
    expect(prerenderIconName('Heart')).toBe('Heart')
    expect((lucide.Heart as { displayName?: string }).displayName).toBe('ForwardRef(LucideIcon)')
  })

  it.each([...new Set(ICON_CASES.map(([name]) => name))])(
    'draw %s as lucide-react does at prerender, with every set of props the site passes',
    (icon) => {
      for (const [index, [name, props]] of ICON_CASES.entries()) {
        if (name !== icon) continue
        const template = document.createElement('template')
        template.innerHTML = prerendered[index]!
        expect(drawnInBrowser(name, props), JSON.stringify(props)).toBe(
          canonical(template.content.firstElementChild!),
        )
      }
    },
  )
})
