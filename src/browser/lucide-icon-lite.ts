// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

/** What each of lucide-react's icon modules hands to createLucideIcon (its `__iconData`). */
interface IconData {
  name?: string
  size?: number
  width?: number
  height?: number
  aliases?: string[]
  node: [tag: string, attributes: Record<string, string>][]
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string
  children?: ReactNode
}

/** A prop that gives the icon an accessible role or name, so that it is not hidden from assistive technology. */
const A11Y_PROP = /^(aria-|role$|title$)/

/**
 * lucide-react's `createLucideIcon` in the browser bundle only (scripts/build/browser-runtime.ts): it draws the
 * same `<svg>` for what the site passes to an icon (size, class, colour, stroke width, aria and other
 * attributes), without lucide's provider, absolute and non-scaling strokes, which the site does not use, and so
 * without the runtime of several kilobytes every island page would fetch for it (docs/islands.md#runtime).
 * The prerender keeps lucide-react itself; tests/islands/icons.test.ts holds the two to the same markup.
 */
export default function createLucideIcon(icon: IconData) {
  const classes = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`),
  ]
  const box = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...attributes },
    ref,
  ) {
    const named =
      Boolean(children) ||
      Object.entries(attributes).some(([name, value]) => A11Y_PROP.test(name) && value != null)
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: box,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...classes, ...(className ?? '').split(/\s+/)])].filter(Boolean).join(' '),
        ...(named ? {} : { 'aria-hidden': 'true' }),
        ...attributes,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  })
}
