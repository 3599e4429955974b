import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { listPrerenderPaths } from './scripts/build/prerender-paths'
import { finishBuild } from './scripts/build/finish'

const ssgOptions: ViteReactSSGOptions = {
  // The browser's one entry (src/client/main.ts) runs once the document is parsed, without holding the paint.
  script: 'defer',
  // Any other formatting breaks hydration.
  formatting: 'none',
  dirStyle: 'flat',
  entry: 'src/main.tsx',
  concurrency: 8,
  // The list comes from the content snapshots and content/, computed in Node at build time.
  includedRoutes: () => listPrerenderPaths(),
  // Critical CSS is inlined after prerendering, from each page's first screen only (scripts/build/critical-css.ts).
  beastiesOptions: false,
  onFinished: (outDir) => finishBuild(outDir),
}

// React, for the pages that have islands: one long-cached chunk.
const FRAMEWORK = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/

export default defineConfig({
  plugins: [UnoCSS(), react()],
  build: {
    // DIST_DIR lets the end-to-end run build beside a developer's own dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: false,
    // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  ssgOptions,
})
