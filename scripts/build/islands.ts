import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** A module that declares an island (src/shared/islands/define.ts): its name says so. */
const ISLAND_MODULE = /\.island\.tsx?(?:\?|$)/

/** Every island module under src/, root-relative. */
export function islandModules(root: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => ISLAND_MODULE.test(file))
    .map((file) => path.join('src', file))
    .sort()
}

/**
 * The islands without a table of them (docs/islands.md#an-island):
 * - in every environment, `import.meta.url` in an island's module becomes its root-relative path, the name the
 *   prerender writes in the island's element (a server bundle would otherwise give its own file's URL);
 * - the browser's build makes each island module an entry of its own, whose default export the browser imports,
 *   so the manifest gives each one's chunk (scripts/build/prerender/worker.ts).
 */
export function islands(): Plugin {
  let root = process.cwd()
  return {
    name: 'ahb:islands',
    configResolved(config) {
      root = config.root
    },
    transform: {
      filter: { id: ISLAND_MODULE },
      handler(code, id) {
        const file = id.split('?')[0]!
        const module = `/${path.relative(root, file).split(path.sep).join('/')}`
        return { code: code.replaceAll('import.meta.url', JSON.stringify(module)), map: null }
      },
    },
    buildStart() {
      if (this.environment.config.consumer !== 'client' || this.environment.mode !== 'build') return
      for (const file of islandModules(root)) {
        this.emitFile({
          type: 'chunk',
          id: path.resolve(root, file),
          name: path.basename(file).replace(ISLAND_MODULE, ''),
          preserveSignature: 'allow-extension',
        })
      }
    },
  }
}

/** The chunk of each island, by its module's root-relative path, from the browser bundle's Vite manifest. */
export function islandUrlsOf(manifest: Record<string, { file: string }>): Map<string, string> {
  return new Map(
    Object.entries(manifest)
      .filter(([source]) => ISLAND_MODULE.test(source))
      .map(([source, chunk]) => [`/${source}`, `/${chunk.file}`]),
  )
}

interface ModuleInfo {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null
}

/**
 * The entries and dynamic imports (the page script, the islands' modules, the hydration code, the strategies…)
 * whose static imports reach a module, memoized per bundle.
 */
function rootsReaching(): (id: string, graph: ModuleGraph) => ReadonlySet<string> {
  const known = new WeakMap<ModuleGraph, Map<string, Set<string>>>()
  const walk = (id: string, graph: ModuleGraph, seen: Set<string>, found: Set<string>): void => {
    if (seen.has(id)) return
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) return
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(id)
    for (const importer of info.importers) walk(importer, graph, seen, found)
  }
  return (id, graph) => {
    const results = known.get(graph) ?? new Map<string, Set<string>>()
    known.set(graph, results)
    let found = results.get(id)
    if (!found) {
      found = new Set()
      walk(id, graph, new Set(), found)
      results.set(id, found)
    }
    return found
  }
}

/** Preact, the islands' framework: a chunk of its own, long cached. */
const FRAMEWORK = /[\\/]node_modules[\\/]preact[\\/]/
/** The first line of a module that most islands use: it goes with the hydration code (docs/islands.md#chunks). */
const KIT_MARKER = /^\/\/ Islands' kit:/

/** Whether a module of the site says it belongs to the islands' kit (read once per module and build). */
function inKit(id: string): boolean {
  if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return false
  let marked = kitMarks.get(id)
  if (marked === undefined) {
    marked = existsSync(id) && KIT_MARKER.test(readFileSync(id, 'utf8'))
    kitMarks.set(id, marked)
  }
  return marked
}
const kitMarks = new Map<string, boolean>()

/** The islands' start and the hydration code: what every island page, and every component island, loads. */
const START = /[\\/]src[\\/]browser[\\/]islands[\\/]start\.ts$/
const HYDRATION = /[\\/]src[\\/]browser[\\/]islands[\\/]hydrate\.tsx$/

type Group = {
  name: (id: string, graph: ModuleGraph) => string | null
  debugName: string
  priority?: number
}

/**
 * The chunk groups of the browser's module bundle (docs/islands.md#chunks), from the imports alone, no list of
 * paths: a module goes with the first code a page loads that imports it, whoever else imports it too —
 * - the islands' start, every page with an island (the page script, a classic script built apart,
 *   scripts/build/page-script.ts, shares no chunk with the islands);
 * - the hydration code (`hydrate`), every page with a component island, with the modules that most islands
 *   use and say so on their first line (`// Islands' kit:`): one chunk rather than a dozen of a few hundred
 *   bytes, each a request and a brotli stream of its own;
 * and Preact is a chunk of its own, long cached.
 */
export function islandChunkGroups(): Group[] {
  const reaching = rootsReaching()
  const reachedFrom =
    (test: (root: string, graph: ModuleGraph) => boolean) => (id: string, graph: ModuleGraph) =>
      [...reaching(id, graph)].some((root) => test(root, graph))
  const fromStart = reachedFrom((root) => START.test(root))
  const fromHydration = reachedFrom((root) => HYDRATION.test(root))
  return [
    { debugName: 'framework', name: (id) => (FRAMEWORK.test(id) ? 'framework' : null), priority: 3 },
    { debugName: 'start', priority: 2, name: (id, graph) => (fromStart(id, graph) ? 'start' : null) },
    {
      debugName: 'hydrate',
      priority: 1,
      name: (id, graph) => (fromHydration(id, graph) || inKit(id) ? 'hydrate' : null),
    },
  ]
}
