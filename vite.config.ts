import path from 'node:path'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig, type Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { listPrerenderPaths } from './scripts/build/prerender-paths'
import { finishBuild } from './scripts/build/finish'

const ssgOptions: ViteReactSSGOptions = {
  script: 'async',
  // Any other formatting breaks hydration.
  formatting: 'none',
  dirStyle: 'flat',
  entry: 'src/main.tsx',
  concurrency: 8,
  // The list comes from the content snapshots and content/, computed in Node at build time.
  includedRoutes: () => listPrerenderPaths(),
  beastiesOptions: { preload: 'body', pruneSource: false, reduceInlineStyles: false, logLevel: 'error' },
  onFinished: (outDir) => finishBuild(outDir),
}

// Libraries every page needs go in one long-cached chunk, the icons in another: fewer, better-cached requests
// than the many tiny shared chunks the bundler would otherwise make.
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|react-helmet-async|react-fast-compare|invariant|shallowequal|vite-react-ssg)[\\/]/

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
  plugins: [lightHeadInBrowser(), UnoCSS(), react()],
  build: {
    // DIST_DIR lets the end-to-end run build beside a developer's own dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  ssgOptions,
})
