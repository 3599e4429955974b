import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

/**
 * The browser's stand-in for lucide-react's icon factory (aliased in vite.config.ts for the client build
 * only; the prerenderer keeps the real one). Every icon module of lucide-react calls it with its drawing; it
 * renders the very same `<svg>` as lucide's for the props the site uses (size, className, aria-*, fill), so
 * hydration matches, without lucide's context, stroke options and attribute-name machinery.
 */

interface IconData {
  name: string
  size?: number
  node: readonly (readonly [string, Record<string, string | number>])[]
  aliases?: readonly string[]
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode }

/** Lucide marks an icon decorative (aria-hidden) unless it has children or an accessibility attribute. */
function isLabelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children) return true
  return Object.entries(props).some(
    ([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null,
  )
}

export default function createLucideIcon(icon: IconData) {
  const iconClasses = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)]
  const box = icon.size ?? 24
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, className, children, ...rest },
    ref,
  ) {
    const classes = new Set([...iconClasses, ...(className ?? '').split(/\s+/)].filter(Boolean))
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(isLabelled(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  })
}
