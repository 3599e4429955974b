import path from 'node:path'
import type { Plugin } from 'vite'
// With its extension: vitest.config.ts imports this file, and Vite's config loader asks it of what it imports.
import { BROWSER_RUNTIME } from '../../scripts/build/browser-runtime.js'

/** Marks a module of the React graph (a query: the same file, a module of its own). */
const MARK = 'react-prerender'
/** The React graph starts at the modules of this folder. */
const REACT_ROOT = path.resolve('tests/islands/react') + path.sep

const isMarked = (id: string) => /[?&]react-prerender(?:&|$)/.test(id)
const marked = (id: string) => `${id}${id.includes('?') ? '&' : '?'}${MARK}`

/**
 * The islands' tests as shipped (docs/islands.md#runtime): every module resolves React to Preact's
 * compatibility layer with the browser bundle's own aliases, except the modules reached from
 * tests/islands/react/, which stay on React as the prerender does — so a test prerenders an island with React
 * and hydrates it on Preact, as the build and the browser do. The project inlines the libraries that import
 * React (`inline`), so that they take the aliases too, as they do in the bundle.
 */
export function browserRuntimeBesideReactPrerender(inline: RegExp[]): Plugin {
  return {
    name: 'islands-browser-runtime',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromReact = importer !== undefined && isMarked(importer)
      const alias = fromReact ? undefined : BROWSER_RUNTIME.find(({ find }) => (find as RegExp).test(source))
      const target = alias ? source.replace(alias.find, alias.replacement) : source
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || isMarked(resolved.id)) return resolved
      const file = resolved.id.split('?')[0]!
      const bundled =
        !file.includes(`${path.sep}node_modules${path.sep}`) || inline.some((re) => re.test(file))
      return (fromReact && bundled) || file.startsWith(REACT_ROOT)
        ? { ...resolved, id: marked(resolved.id) }
        : resolved
    },
  }
}
