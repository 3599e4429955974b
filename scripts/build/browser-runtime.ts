import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/**
 * What the browser bundle of `vite build` resolves React to: Preact through its React compatibility layer,
 * a fifth of React's bytes and work on a low-end phone (docs/islands.md#runtime). The islands' tests run on
 * the same aliases (vitest.config.ts), so what they hydrate is what the browser hydrates.
 */
export const BROWSER_RUNTIME: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
  // lucide-react's icon modules import their factory as '../createLucideIcon.mjs': in the browser, the site's
  // own, which draws the same <svg> without lucide's runtime (src/lib/lucide-icon-lite.ts).
  {
    find: /^\.\.\/createLucideIcon\.mjs$/,
    replacement: fileURLToPath(new URL('../../src/lib/lucide-icon-lite.ts', import.meta.url)),
  },
]
