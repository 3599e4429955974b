import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { LogLevel, Plugin } from 'vite'

/**
 * The page script is a classic script, `<script defer>`, of one file with no import before it runs
 * (docs/islands.md#the-page-script): Lighthouse's simulation can see when a classic script ran, not when a
 * module did, and counts a module that had arrived as holding the largest paint
 * (docs/architecture.md#the-bench). The browser's module build (vite.config.ts) makes the stylesheet, the
 * islands and the modules the page script imports at run time; then buildPageScript bundles the page script
 * alone, those imports left as they are, to the module build's files.
 */

/** The page script's source, as index.html names it (the module `npm run dev` serves). */
const PAGE_SCRIPT = 'src/browser/page-script/main.ts'
/** The module of the site's stylesheet, which the page script imports in `npm run dev` only. */
const PAGE_STYLES = 'src/browser/page-script/styles.ts'
/** What the page script imports at run time, once it is due: module chunks of the browser bundle. */
const RUN_TIME_IMPORTS = {
  start: 'src/browser/islands/start.ts',
  'site-search': 'src/browser/page-script/frame/site-search.ts',
} as const

/** Where the module build says which of its files each run-time import is (beside Vite's manifest). */
const RUN_TIME_IMPORTS_FILE = '.vite/page-script-imports.json'

/**
 * In the browser's module build: index.html's page script replaced by the stylesheet's module (the build's
 * `app` entry, assets/app-….css), and the modules the page script imports at run time made entries, whose
 * files it notes (a chunk group may hold one, which Vite's manifest then names by the group).
 */
export function pageScriptModules(): Plugin {
  let root = process.cwd()
  const entries = () => Object.values(RUN_TIME_IMPORTS).map((file) => path.resolve(root, file))
  return {
    name: 'ahb:page-script-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(`src="/${PAGE_SCRIPT}"`, `src="/${PAGE_STYLES}"`),
    },
    buildStart() {
      if (this.environment.config.consumer !== 'client') return
      for (const [name, file] of Object.entries(RUN_TIME_IMPORTS))
        this.emitFile({
          type: 'chunk',
          id: path.resolve(root, file),
          name,
          preserveSignature: 'allow-extension',
        })
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const files: Record<string, string> = {}
      for (const id of entries()) {
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.moduleIds.includes(id),
        )
        if (!chunk) this.error(`The browser bundle has no entry for ${path.relative(root, id)}.`)
        files[id] = `/${chunk.fileName}`
      }
      this.emitFile({ type: 'asset', fileName: RUN_TIME_IMPORTS_FILE, source: JSON.stringify(files) })
    },
  }
}

/** A file name's hash, as long as the ones Vite writes. */
const contentHash = (code: string) => createHash('sha256').update(code).digest('base64url').slice(0, 8)

/**
 * Bundles the page script into `clientDir` (the module build's output) as one classic script,
 * assets/app-<hash>.js, its run-time imports pointing to the module build's chunks and its stylesheet import
 * left out, and puts it in index.html, the pages' template, in place of the module script Vite wrote for
 * the stylesheet's entry (an empty module, deleted).
 */
export async function buildPageScript(clientDir: string, logLevel: LogLevel): Promise<string> {
  const root = process.cwd()
  const external = new Map(
    Object.entries(
      JSON.parse(await readFile(path.join(clientDir, RUN_TIME_IMPORTS_FILE), 'utf8')) as Record<
        string,
        string
      >,
    ),
  )
  const styles = path.resolve(root, PAGE_STYLES)
  const NO_STYLES = '\0ahb:no-styles'
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel,
    plugins: [
      {
        name: 'ahb:page-script-imports',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!importer) return null
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
          if (!resolved) return null
          if (resolved.id === styles) return NO_STYLES
          const url = external.get(resolved.id)
          return url ? { id: url, external: 'absolute' as const } : null
        },
        load: (id) => (id === NO_STYLES ? '' : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: PAGE_SCRIPT, formats: ['iife'], name: 'ahbPageScript', fileName: () => 'app.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  )
  const chunk = outputs.find((item) => item.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk' || outputs.length !== 1)
    throw new Error('The page script was not bundled into one classic script.')
  const file = `assets/app-${contentHash(chunk.code)}.js`
  await writeFile(path.join(clientDir, file), chunk.code)

  // Where Vite writes an entry's module script: before its stylesheet.
  const indexFile = path.join(clientDir, 'index.html')
  const html = await readFile(indexFile, 'utf8')
  const stylesheet = html.indexOf('<link rel="stylesheet"')
  if (stylesheet < 0 || /<script\b/.test(html))
    throw new Error('index.html should hold the stylesheet and no script before the page script.')
  await writeFile(
    indexFile,
    `${html.slice(0, stylesheet)}<script defer src="/${file}"></script>\n    ${html.slice(stylesheet)}`,
  )
  return file
}
