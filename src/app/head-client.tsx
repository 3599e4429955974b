import { Children, isValidElement, useEffect, useState, type ReactNode } from 'react'

/**
 * The browser's stand-in for react-helmet-async (aliased in vite.config.ts for the client build only; the
 * prerenderer keeps the real one to write the head). It does what the site's `<Head>` uses — title with
 * template, `<html>` attributes, meta and link tags, the innermost value winning — in a fraction of the size.
 */

interface HeadProps {
  children?: ReactNode
  title?: string
  titleTemplate?: string
  defaultTitle?: string
  htmlAttributes?: Record<string, string>
}

const entries = new Map<number, HeadProps>()
let mounted = 0
let scheduled = false

/** React prop names that differ from their HTML attribute. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  className: 'class',
  crossOrigin: 'crossorigin',
}

interface Tag {
  name: 'meta' | 'link'
  key: string
  attributes: Record<string, string>
}

function tagOf(type: string, props: Record<string, unknown>): Tag | null {
  if (type !== 'meta' && type !== 'link') return null
  const attributes: Record<string, string> = {}
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null || value === false) continue
    attributes[ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase()] = String(value)
  }
  const key =
    type === 'meta'
      ? `meta:${attributes.name ?? attributes.property ?? attributes['http-equiv'] ?? attributes.charset ?? ''}`
      : `link:${attributes.rel ?? ''}:${attributes.hreflang ?? ''}:${attributes.type ?? ''}`
  return { name: type, key, attributes }
}

function textOf(children: unknown): string {
  return Children.toArray(children as ReactNode).join('')
}

function apply(): void {
  scheduled = false
  const ordered = [...entries.entries()].sort(([a], [b]) => a - b).map(([, props]) => props)
  let title: string | undefined
  let template: string | undefined
  let fallback: string | undefined
  const html: Record<string, string> = {}
  const tags = new Map<string, Tag>()
  for (const props of ordered) {
    template = props.titleTemplate ?? template
    fallback = props.defaultTitle ?? fallback
    if (props.title !== undefined) title = props.title
    Object.assign(html, props.htmlAttributes)
    Children.forEach(props.children, (child) => {
      if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') return
      if (child.type === 'title') title = textOf(child.props.children)
      const tag = tagOf(child.type, child.props)
      if (tag) tags.set(tag.key, tag)
    })
  }
  const shown = title !== undefined ? (template ? template.replace(/%s/g, title) : title) : fallback
  if (shown !== undefined && document.title !== shown) document.title = shown
  for (const [name, value] of Object.entries(html)) document.documentElement.setAttribute(name, value)

  // The prerendered head marks the tags it manages with data-rh; replace them all with the current set.
  document.head.querySelectorAll('meta[data-rh], link[data-rh]').forEach((element) => element.remove())
  for (const tag of tags.values()) {
    const element = document.createElement(tag.name)
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value)
    element.setAttribute('data-rh', 'true')
    document.head.appendChild(element)
  }
}

function schedule(): void {
  if (scheduled) return
  scheduled = true
  queueMicrotask(apply)
}

export function Helmet(props: HeadProps): null {
  // Render order is tree order: the frame's head comes first, the page's (innermost) last and wins.
  const [order] = useState(() => ++mounted)
  useEffect(() => {
    entries.set(order, props)
    schedule()
  })
  useEffect(
    () => () => {
      entries.delete(order)
      schedule()
    },
    [order],
  )
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
