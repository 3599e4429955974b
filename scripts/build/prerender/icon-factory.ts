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

/**
 * Props as a key, or null unless each is text, a finite number, a boolean or null: JSON would leave out an
 * undefined one and write NaN as null, and a handler or a style object is not data.
 */
function keyOf(props: Record<string, unknown>): string | null {
  for (const name in props) {
    const value = props[name]
    const type = typeof value
    if (value === null || type === 'string' || type === 'boolean') continue
    if (type !== 'number' || !Number.isFinite(value)) return null
  }
  return JSON.stringify(props)
}

function isEmpty(record: object | null | undefined): boolean {
  for (const _name in record) return false
  return true
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
  /** What this icon drew, by props (in their order, as JSON): the same element, which React only reads. */
  const drawn = new Map<string, ReactElement>()
  return forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const context = useLucideContext()
    const key = ref || props.children != null || !isEmpty(context) ? null : keyOf(props)
    const known = key === null ? undefined : drawn.get(key)
    if (known) return known
    // lucide's own drawing, in this component's render (its context read is this render's).
    const element = (Icon as unknown as { render: IconRender }).render({ ...props, icon }, ref)
    if (key !== null) {
      const { children, ...svgProps } = element.props as { children?: unknown }
      queueMicrotask(() => {
        if (drawn.has(key)) return
        // Inside an <svg>, as on the page, which it is then cut from.
        const shapes = renderToStaticMarkup(createElement('svg', null, children as ReactElement[])).slice(
          '<svg>'.length,
          -'</svg>'.length,
        )
        drawn.set(
          key,
          createElement(element.type, { ...svgProps, dangerouslySetInnerHTML: { __html: shapes } }),
        )
      })
    }
    return element
  })
}
