import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
// With its extension, as Vite's config loader asks of a file the config imports (TypeScript reads the .ts).
import { BROWSER_RUNTIME_DEPS, browserRuntime } from './scripts/build/browser-runtime.js'

/**
 * What vite-react-ssg's dev server needs (scripts/dev.ts); the build prerenders with its own workers
 * (scripts/build/prerender/, docs/architecture.md#the-build).
 */
const ssgOptions: ViteReactSSGOptions = {
  // The prerenderer's entry; the browser's is src/client/main.ts (index.html).
  entry: 'src/main.tsx',
}

// The islands' runtime (Preact through its React compatibility layer): one long-cached chunk.
const FRAMEWORK = /node_modules[\\/]preact[\\/]/
// What decides when each island is due (src/islands/start.ts and what it imports), and the bundler's few helpers:
// every page with an island.
const ISLAND_START = /[\\/]src[\\/]islands[\\/]start\.ts$|rolldown[\\/]runtime/
/**
 * The code that hydrates (src/islands/hydrate.tsx and what it imports) and the helpers most islands share: the
 * API client and its reading of lists, block states, dates, plurals, the icons' factory. One chunk with the hydration code rather than a
 * dozen of a few hundred bytes each, every one a request and a brotli stream of its own (docs/islands.md#chunks).
 */
const ISLAND_KIT =
  /[\\/]src[\\/](islands[\\/](hydrate|useIsClient)|data[\\/]useBlockData|api[\\/](client|config|api-error)|schemas[\\/](paths|dropped-records)|app[\\/]paths|components[\\/]states|i18n[\\/]plural|lib[\\/](dates|numbers|lucide-icon-lite))\.tsx?$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](inbox|rotate-cw|triangle-exclamation-point)\.mjs$/

// The file of the `hydrate` group's chunk (its name is the group's).
const HYDRATE_CHUNK = /(^|\/)hydrate-[\w-]+\.js$/

/** `npm run dev` (scripts/dev.ts): DEV_PORT, when set, is the dev server's port or it does not start. */
const devPort = Number(process.env.DEV_PORT) || undefined

export default defineConfig({
  // Preact in the browser, React on the server, in the build and the dev server alike (docs/islands.md#runtime).
  // No Fast Refresh: it refreshes React's components, not Preact's; a change reloads the page instead.
  plugins: [UnoCSS(), react({ refreshExclude: /./ }), browserRuntime()],
  environments: {
    client: {
      optimizeDeps: BROWSER_RUNTIME_DEPS,
    },
  },
  server: { port: devPort, strictPort: devPort !== undefined },
  build: {
    // DIST_DIR lets the end-to-end run build beside a developer's own dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: false,
    modulePreload: {
      // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
      polyfill: false,
      // No preload list for what the hydration code imports (the islands and the dictionaries): each island's
      // chunk fetches its own imports, one round trip later, after the page's load (docs/islands.md#chunks).
      resolveDependencies: (_file, deps, { hostId }) => (HYDRATE_CHUNK.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // By priority: each group takes its modules and what they import, but not what a group before took.
          // The page's own script keeps every module it imports (`$initial`): a page loads one script.
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 4 },
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'start', test: ISLAND_START, priority: 2 },
            { name: 'hydrate', test: ISLAND_KIT, priority: 1 },
          ],
        },
      },
    },
  },
  ssgOptions,
})
