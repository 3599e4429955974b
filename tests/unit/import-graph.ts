import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * The modules a source file reaches through its imports, read as text: the one import-graph walker of the
 * tests (what stays out of the code every page loads, which dictionary areas a screen needs). Type-only
 * imports are left out, as TypeScript erases them: `import type …`, and a list whose names are all `type`.
 */

const root = path.resolve(__dirname, '../..')

const STATIC = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gms
const BARE = /^import\s+'([^']+)'/gm
const DYNAMIC = /\bimport\(\s*'([^']+)'\s*\)/g

export interface GraphOptions {
  /** Follow `import('…')` too: what the module may load later, not only what loads with it. */
  dynamic?: boolean
  /** Modules not to follow (nor list), by their path from the repository's root. */
  skip?: (file: string) => boolean
}

/** The specifiers a module's source imports for their values. */
export function valueImports(source: string, { dynamic = false }: GraphOptions = {}): string[] {
  const found: string[] = []
  for (const [, typeOnly, clause = '', specifier = ''] of source.matchAll(STATIC)) {
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    if (typeOnly || (names.length > 0 && names.every((name) => name.startsWith('type ')))) continue
    found.push(specifier)
  }
  for (const [, specifier = ''] of source.matchAll(BARE)) found.push(specifier)
  if (dynamic) for (const [, specifier = ''] of source.matchAll(DYNAMIC)) found.push(specifier)
  return found
}

/** A relative specifier as the file it names (path from the root), or null; a package's name as it is. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return specifier
  const base = path.resolve(root, path.dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  return file ? path.relative(root, file).split(path.sep).join('/') : null
}

const isSource = (node: string) => /\.tsx?$/.test(node)

/**
 * Every module `entries` (paths from the root) reach: source files by their path from the root, packages by
 * their name (listed, not followed).
 */
export function moduleGraph(entries: readonly string[], options: GraphOptions = {}): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const node = queue.pop()!
    if (seen.has(node) || options.skip?.(node)) continue
    seen.add(node)
    if (!isSource(node)) continue
    for (const specifier of valueImports(readFileSync(path.join(root, node), 'utf8'), options)) {
      const target = resolveImport(node, specifier)
      if (target) queue.push(target)
    }
  }
  return seen
}

/** The source files among a graph's modules. */
export const sourceFiles = (graph: Set<string>): string[] => [...graph].filter(isSource)
