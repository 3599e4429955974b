import { createElement, forwardRef, type ReactElement, type Ref } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createLucideIcon, Icon, useLucideContext, type LucideIconData, type LucideProps } from 'lucide-react'

/**
 * lucide-react's `createLucideIcon` in the page worker's bundle only (vite-bundles.ts): each icon drawn as
 * lucide-react draws it, its `<svg>` element's props and the markup of its shapes kept per icon and props, so a
 * worker builds an icon's nodes once rather than on every page that shows it (docs/architecture.md#the-page-phase).
 * The markup is React's own, rendered once the page's render is over (a render inside a render would share
 * React's state), so the HTML is the same byte for byte.
 */

interface Drawn {
  type: string
  props: Record<string, unknown>
  shapes: string
}

/** Props as a key, or null when one is not plain data (a handler, a style object, children). */
function keyOf(props: Record<string, unknown>): string | null {
  for (const name in props) {
    const value = props[name]
    if (value !== null && typeof value === 'object') return null
    if (typeof value === 'function' || typeof value === 'symbol') return null
  }
  return JSON.stringify(props, (_name, value: unknown) => (value === undefined ? '\0undefined' : value))
}

type IconRender = (
  props: LucideProps & { icon: LucideIconData },
  ref: Ref<SVGSVGElement> | null,
) => ReactElement

export default function createServerIcon(
  iconDataOrName: LucideIconData | string,
  iconNode?: Parameters<typeof createLucideIcon>[1],
  aliases?: string[],
) {
  // The form by name, which no icon module uses, stays lucide's own.
  if (typeof iconDataOrName === 'string') return createLucideIcon(iconDataOrName, iconNode!, aliases)
  const icon = iconDataOrName
  /** What this icon drew, by props (in their order, as JSON). */
  const byProps = new Map<string, Drawn>()
  return forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const context = useLucideContext()
    const key = ref || props.children != null || Object.keys(context ?? {}).length ? null : keyOf(props)
    const known = key === null ? undefined : byProps.get(key)
    if (known)
      return createElement(known.type, { ...known.props, dangerouslySetInnerHTML: { __html: known.shapes } })
    // lucide's own drawing, in this component's render (its context read is this render's).
    const element = (Icon as unknown as { render: IconRender }).render({ ...props, icon }, ref)
    if (key !== null) {
      const { children, ...svgProps } = element.props as { children?: unknown }
      queueMicrotask(() => {
        if (byProps.has(key)) return
        byProps.set(key, {
          type: element.type as string,
          props: svgProps,
          // Inside an <svg>, as on the page, which it is then cut from.
          shapes: renderToStaticMarkup(createElement('svg', null, children as ReactElement[])).slice(
            '<svg>'.length,
            -'</svg>'.length,
          ),
        })
      })
    }
    return element
  })
}
