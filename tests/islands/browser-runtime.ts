import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
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

/**
 * lucide-react's main module imports all its 1,600-odd icon modules, which this project inlines (each through
 * Vite's transform, once in each graph): about 8 s for every file that imports it. A named import of an icon is
 * made an import of that icon's own module, the one the main module re-exports, as the browser bundle keeps only
 * those after tree-shaking; a namespace import (the icons' own test) still loads them all.
 */
export function lucideIconsByModule(): Plugin {
  const entry = createRequire(import.meta.url).resolve('lucide-react/package.json')
  const main = readFileSync(path.join(path.dirname(entry), 'dist/esm/lucide-react.mjs'), 'utf8')
  const iconFile = new Map<string, string>()
  for (const [, names, file] of main.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) iconFile.set(name!, file!)
  return {
    name: 'islands-lucide-icons-by-module',
    transform(code, id) {
      if (id.includes(`${path.sep}node_modules${path.sep}`) || !code.includes('lucide-react')) return null
      return code.replace(/import \{([^}]*)\} from ['"]lucide-react['"];?/g, (_import, list: string) => {
        const specifiers = list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
        const kept: string[] = []
        const imports: string[] = []
        for (const specifier of specifiers) {
          const [name, local = name] = specifier.split(/\s+as\s+/)
          const file = iconFile.get(name!)
          if (file) imports.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}';`)
          else kept.push(specifier)
        }
        if (kept.length > 0) imports.push(`import { ${kept.join(', ')} } from 'lucide-react';`)
        return imports.join(' ')
      })
    },
  }
}
