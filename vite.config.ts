import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'

/**
 * What vite-react-ssg's dev server needs (scripts/dev.ts); the build prerenders with its own workers
 * (scripts/build/prerender/, docs/architecture.md#build).
 */
const ssgOptions: ViteReactSSGOptions = {
  // The prerenderer's entry; the browser's is src/client/main.ts (index.html).
  entry: 'src/main.tsx',
}

// The islands' runtime (Preact through its React compatibility layer): one long-cached chunk.
const FRAMEWORK = /node_modules[\\/]preact[\\/]/

/**
 * React renders every page at prerender; in the browser the islands run on Preact's compatibility layer,
 * a fifth of React's bytes and work on a low-end phone (docs/islands.md#runtime).
 */
const BROWSER_RUNTIME = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [UnoCSS(), react()],
  resolve: { alias: isSsrBuild ? [] : BROWSER_RUNTIME },
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
}))
