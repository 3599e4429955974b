import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
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
  beastiesOptions: { preload: 'swap', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' },
  onFinished: (outDir) => finishBuild(outDir),
}

export default defineConfig({
  plugins: [UnoCSS(), react()],
  build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: false },
  ssgOptions,
})
