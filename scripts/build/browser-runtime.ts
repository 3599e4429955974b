import { fileURLToPath } from 'node:url'
import type { PluginContext } from 'rolldown'
import type { Alias, Plugin } from 'vite'

/**
 * What the browser resolves React to: Preact through its React compatibility layer, a fifth of React's bytes and
 * work on a low-end phone (docs/islands.md#runtime). The islands' tests run on the same aliases
 * (vitest.config.ts), so what they hydrate is what the browser hydrates.
 */
export const BROWSER_RUNTIME: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
  // lucide-react's icon modules import their factory as '../createLucideIcon.mjs': in the browser, the site's
  // own, which draws the same <svg> without lucide's runtime (src/browser/lucide-icon-lite.ts).
  {
    find: /^\.\.\/createLucideIcon\.mjs$/,
    replacement: fileURLToPath(new URL('../../src/browser/lucide-icon-lite.ts', import.meta.url)),
  },
]

function aliased(source: string): string | null {
  const alias = BROWSER_RUNTIME.find(({ find }) => (find as RegExp).test(source))
  return alias ? source.replace(alias.find, alias.replacement as string) : null
}

/**
 * The dev server's pre-bundling of the browser's libraries takes the same aliases: lucide-react's icons are
 * bundled there with the site's factory and Preact, not React.
 */
export const BROWSER_RUNTIME_DEPS = {
  include: ['preact/compat', 'preact/compat/client', 'preact/compat/jsx-dev-runtime', 'lucide-react'],
  rolldownOptions: {
    plugins: [
      {
        name: 'ahb:browser-runtime-deps',
        resolveId(this: PluginContext, source: string, importer: string | undefined) {
          const target = aliased(source)
          return target === null ? null : this.resolve(target, importer, { skipSelf: true })
        },
      },
    ],
  },
}

/**
 * The aliases for the browser's modules only, in `vite build` and `vite serve` alike: Vite's `resolve.alias` is
 * one for every environment, so they are a plugin that only the client environment runs, while the server
 * environment (the prerender, the dev server's render) keeps React (docs/islands.md#the-dev-server).
 */
export function browserRuntime(): Plugin {
  return {
    name: 'ahb:browser-runtime',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      const target = aliased(source)
      return target === null ? null : this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
