import path from 'node:path'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig, type Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { listPrerenderPaths } from './scripts/build/prerender-paths'
import { finishBuild } from './scripts/build/finish'
import { iconUsers } from './scripts/build/icon-usage'
import { inlineSuspenseBoundaries } from './scripts/build/suspense-boundaries'

const ssgOptions: ViteReactSSGOptions = {
  script: 'async',
  // Any other formatting breaks hydration.
  formatting: 'none',
  dirStyle: 'flat',
  entry: 'src/main.tsx',
  concurrency: 8,
  // The list comes from the content snapshots and content/, computed in Node at build time.
  includedRoutes: () => listPrerenderPaths(),
  // Critical CSS is inlined after prerendering, from each page's first screen only (scripts/build/critical-css.ts).
  beastiesOptions: false,
  // Suspense boundaries (deferred home blocks) in place, not streamed in by inline scripts.
  onPageRendered: (_route, html) => inlineSuspenseBoundaries(html),
  onFinished: (outDir) => finishBuild(outDir),
}

// Libraries every page needs go in one long-cached chunk: fewer, better-cached requests than the many tiny
// shared chunks the bundler would otherwise make.
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|react-helmet-async|react-fast-compare|invariant|shallowequal|vite-react-ssg)[\\/]/

/** The chunks the entry imports, so every page has them (see the groups below). */
const ALWAYS_LOADED = /(?:^|\/)(?:framework|shared|icons|rolldown-runtime)-[\w-]+\.js$/

const LUCIDE = /node_modules[\\/]lucide-react[\\/]/
const ICON_USERS = iconUsers(process.cwd())

/** Whether a lucide module is shared code, or an icon several of the site's modules draw. */
function drawnInSeveralPlaces(id: string): boolean {
  const icon = /[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1]
  return !icon || ICON_USERS.get(icon)?.size !== 1
}
// The site's own shared code: components, helpers, texts machinery, schemas (the dictionaries excepted).
const SHARED_CODE = /src[\\/](?:components|lib|i18n|schemas|data)[\\/]/
const DICTIONARIES = /src[\\/]i18n[\\/]dictionaries[\\/]/

/** In the browser bundle only, lucide-react's icon factory is replaced by src/app/lucide-client.ts (see there). */
function lightIconsInBrowser(): Plugin {
  return {
    name: 'light-icons-in-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const fromLucideIcon = importer && /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      return id === '../createLucideIcon.mjs' && fromLucideIcon && !options?.ssr
        ? path.resolve('src/app/lucide-client.ts')
        : null
    },
  }
}

/** In the browser bundle only, react-helmet-async is replaced by src/app/head-client.tsx (see there why). */
function lightHeadInBrowser(): Plugin {
  return {
    name: 'light-head-in-browser',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return id === 'react-helmet-async' && !options?.ssr ? path.resolve('src/app/head-client.tsx') : null
    },
  }
}

export default defineConfig({
  plugins: [lightHeadInBrowser(), lightIconsInBrowser(), UnoCSS(), react()],
  build: {
    // DIST_DIR lets the end-to-end run build beside a developer's own dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: false,
    modulePreload: {
      // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
      polyfill: false,
      // A page chunk's preload list, fetched with it on a client-side navigation, leaves out the chunks every
      // page has loaded with the entry (the groups below): shorter lists in the entry, same requests.
      resolveDependencies: (_chunk, dependencies) => dependencies.filter((file) => !ALWAYS_LOADED.test(file)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            // Icons drawn in several places go together, rather than in one tiny chunk (and request) each; an
            // icon one module alone draws (a page's, or those the Icon component picks by name) goes with it.
            {
              name: 'icons',
              test: (id: string) => LUCIDE.test(id) && drawnInSeveralPlaces(id),
              minShareCount: 2,
              priority: 2,
            },
            // The components and helpers about half the screens use, likewise together; the others stay with the
            // pages that use them.
            {
              name: 'shared',
              test: (id: string) => SHARED_CODE.test(id) && !DICTIONARIES.test(id),
              minShareCount: 10,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssgOptions,
})
