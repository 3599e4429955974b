import { renderToStaticMarkup } from 'react-dom/server'
import * as lucide from 'lucide-react'
import type { IconCase } from '../icon-cases'

/** The build's side: each icon as lucide-react draws it at prerender, on React. */
export function prerenderedIcons(cases: readonly IconCase[]): string[] {
  return cases.map(([name, props]) => {
    const Icon = lucide[name] as lucide.LucideIcon
    return renderToStaticMarkup(<Icon {...props} />)
  })
}

/** lucide-react's own name for the component (its factory names every icon). */
export const prerenderIconName = (name: IconCase[0]) => (lucide[name] as lucide.LucideIcon).displayName
