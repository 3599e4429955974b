import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
// With its extension, as Vite's config loader asks of a file the config imports (TypeScript reads the .ts).
import { BROWSER_RUNTIME } from './scripts/build/browser-runtime.js'

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

/** `npm run dev` (scripts/dev.ts): DEV_PORT, when set, is the dev server's port or it does not start. */
const devPort = Number(process.env.DEV_PORT) || undefined

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [UnoCSS(), react()],
  // Preact for the browser bundle of `vite build` only. In `vite serve` the aliases would also reach the pages
  // that vite-react-ssg's dev server renders in Node with React, which cannot render Preact's elements: the
  // dev server runs React on both sides (docs/islands.md#the-dev-server).
  resolve: { alias: command === 'build' && !isSsrBuild ? BROWSER_RUNTIME : [] },
  server: { port: devPort, strictPort: devPort !== undefined },
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
