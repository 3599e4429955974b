import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * zod, the schemas and DOMPurify must stay out of the code every page loads: the API client reaches them only
 * through a dynamic import(). This follows the static (value) imports of the eager modules and checks that.
 */

const root = path.resolve(__dirname, '../..')
const EAGER_ENTRIES = [
  'src/api/fetchers.ts',
  'src/api/client.ts',
  'src/data/useBlockData.ts',
  'src/schemas/icons.ts',
]
const LAZY_ONLY = [
  'zod',
  'dompurify',
  'src/api/parsing.ts',
  'src/api/comment-parsing.ts',
  'src/schemas/api.ts',
  'src/lib/html/sanitize-browser.ts',
]

/** Value imports of one module: `import type` and all-type specifier lists are erased by TypeScript. */
function valueImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8')
  const found: string[] = []
  const pattern = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gms
  for (const match of source.matchAll(pattern)) {
    const [, typeOnly, clause = '', specifier = ''] = match
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    if (typeOnly || (names.length > 0 && names.every((name) => name.startsWith('type ')))) continue
    found.push(specifier)
  }
  return found
}

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier
  return path.relative(root, path.resolve(root, path.dirname(from), `${specifier}.ts`))
}

function eagerGraph(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    if (file.endsWith('.ts')) for (const specifier of valueImports(file)) queue.push(resolve(file, specifier))
  }
  return seen
}

describe('lazy loading of the validation code', () => {
  it('keeps zod, the schemas and DOMPurify out of the eager modules', () => {
    const graph = eagerGraph(EAGER_ENTRIES)
    expect(graph.has('src/schemas/paths.ts')).toBe(true)
    for (const lazy of LAZY_ONLY) expect(graph.has(lazy), lazy).toBe(false)
  })

  it('loads the parsing module with a dynamic import', () => {
    const source = readFileSync(path.join(root, 'src/api/fetchers.ts'), 'utf8')
    expect(source).toMatch(/import\('\.\/parsing'\)/)
    expect(eagerGraph(['src/api/parsing.ts']).has('zod')).toBe(true)
  })

  it("validates comments without the sanitizer, known translations and typography of the records' parsing", () => {
    const source = readFileSync(path.join(root, 'src/api/fetchers.ts'), 'utf8')
    expect(source).toMatch(/import\('\.\/comment-parsing'\)/)
    const graph = eagerGraph(['src/api/comment-parsing.ts'])
    expect(graph.has('zod')).toBe(true)
    for (const heavy of [
      'dompurify',
      'src/lib/html/sanitize-browser.ts',
      'src/i18n/known-translations.ts',
      'src/i18n/typography.ts',
      'src/i18n/record-texts.ts',
      'src/api/parsing.ts',
    ])
      expect(graph.has(heavy), heavy).toBe(false)
  })
})
