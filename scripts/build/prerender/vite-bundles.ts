import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LogLevel, Plugin } from 'vite'
import { buildPageScript } from '../page-script'

/**
 * The two Vite builds of the prerender (docs/architecture.md#the-build): the browser's code, then the app with
 * the page worker for Node. Each runs in a process of its own, which ends with it: the bundler's memory is
 * given back before the pages are rendered, rather than kept by the build's process to its end
 * (docs/architecture.md#memory).
 */
export interface BundleTargets {
  clientDir: string
  serverDir: string
  logLevel: LogLevel
}

type Target = 'client' | 'server'

/**
 * The bundler's old generation. Under V8's default limit the browser's build grew to 820 MB before collecting;
 * at 384 MB it peaks at 630–670 MB, for 0.1–0.4 s more (docs/architecture.md#memory). What it holds depends on
 * the code, not on the number of pages.
 */
const BUNDLER_OLD_GENERATION_MB = 384

/**
 * lucide-react bundled into the page worker, its icon modules drawing through the worker's own factory, which
 * keeps each icon's drawing per props (icon-factory.ts, docs/architecture.md#the-page-phase).
 */
function serverIcons(): Plugin {
  const factory = fileURLToPath(new URL('icon-factory.ts', import.meta.url))
  return {
    name: 'ahb:server-icons',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(source, importer, options) {
      if (source !== '../createLucideIcon.mjs' || !importer?.includes('/lucide-react/')) return null
      return this.resolve(factory, importer, { ...options, skipSelf: true })
    },
  }
}

async function buildBundle(target: Target, { clientDir, serverDir, logLevel }: BundleTargets): Promise<void> {
  const { build } = await import('vite')
  if (target === 'client') {
    await build({
      logLevel,
      // The entry is named `app` (assets/app-….js and .css), as the site has always named it.
      build: {
        outDir: clientDir,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: { app: 'index.html' } },
      },
    })
    await buildPageScript(clientDir, logLevel)
  } else
    await build({
      logLevel,
      plugins: [serverIcons()],
      ssr: { noExternal: ['lucide-react'] },
      build: {
        ssr: 'scripts/build/prerender/worker.ts',
        outDir: serverDir,
        emptyOutDir: true,
        minify: false,
        cssCodeSplit: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' } },
      },
    })
}

/** One build in a child process (with this one's loader and settings); resolves with its peak memory in MB. */
function buildApart(target: Target, targets: BundleTargets): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [target, JSON.stringify(targets)], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, `--max-old-space-size=${BUNDLER_OLD_GENERATION_MB}`],
    })
    let peakMb = 0
    child.on('message', (message: { peakMb: number }) => (peakMb = message.peakMb))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(peakMb)
        : reject(new Error(`The ${target} bundle's build failed (exit code ${code}).`)),
    )
  })
}

/**
 * The browser's bundle, then the server's, each in a process of its own (one process for both peaked at 866 MB,
 * the browser's alone at 640); resolves with the larger one's peak memory in MB.
 */
export async function buildBundlesApart(targets: BundleTargets): Promise<number> {
  const client = await buildApart('client', targets)
  return Math.max(client, await buildApart('server', targets))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildBundle(process.argv[2] as Target, JSON.parse(process.argv[3]!) as BundleTargets).then(
    () => process.send?.({ peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
