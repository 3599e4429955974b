import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
// With its extension, as Vite's config loader asks of a file the config imports (TypeScript reads the .ts).
import { BROWSER_RUNTIME_DEPS, browserRuntime } from './scripts/build/browser-runtime.js'
import { islandChunkGroups, islands } from './scripts/build/islands.js'
import { pageScriptModules } from './scripts/build/page-script.js'

/** index.html's own `<html>` attributes (`lang="fr"`). */
const TEMPLATE_HTML_ATTRIBUTES = /<html\b([^>]*)>/.exec(readFileSync('index.html', 'utf8'))?.[1]?.trim() ?? ''

/**
 * What vite-react-ssg's dev server needs (scripts/dev.ts); the build prerenders with its own workers
 * (scripts/build/prerender/, docs/architecture.md#the-build).
 */
const ssgOptions: ViteReactSSGOptions = {
  // The prerenderer's entry; the browser's is src/browser/page-script/main.ts (index.html).
  entry: 'src/node/main.tsx',
  // vite-react-ssg's dev server writes `<html {the head manager's} {the template's}>`, two `lang`s on every page;
  // as in the build (fillTemplate, scripts/build/prerender/page-template.ts), the template's count only when the
  // head manager sets none.
  onPageRendered: (_url, html) => {
    const start = html.indexOf('<html')
    const end = html.indexOf('>', start) + 1
    const templateTail = ` ${TEMPLATE_HTML_ATTRIBUTES}>`
    const tag = html.slice(start, end)
    const fromHead = tag.slice('<html'.length, -templateTail.length).trim()
    if (start < 0 || !TEMPLATE_HTML_ATTRIBUTES || !tag.endsWith(templateTail) || !fromHead) return html
    return `${html.slice(0, start)}<html ${fromHead}>${html.slice(end)}`
  },
}

/** `npm run dev` (scripts/dev.ts): DEV_PORT, when set, is the dev server's port or it does not start. */
const devPort = Number(process.env.DEV_PORT) || undefined

export default defineConfig({
  // Preact in the browser, React on the server, in the build and the dev server alike (docs/islands.md#runtime).
  // No Fast Refresh: it refreshes React's components, not Preact's; a change reloads the page instead.
  plugins: [UnoCSS(), react({ refreshExclude: /./ }), browserRuntime(), islands(), pageScriptModules()],
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
    // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The page script, Preact and the islands' kit, from the imports (docs/islands.md#chunks).
        codeSplitting: { groups: islandChunkGroups() },
      },
    },
  },
  ssgOptions,
})
