import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleGraph } from './import-graph'

/**
 * zod, the schemas and DOMPurify must stay out of the code every page loads: the API client reaches them only
 * through a dynamic import(). This follows the static (value) imports of the eager modules and checks that.
 */

const root = path.resolve(__dirname, '../..')
const EAGER_ENTRIES = [
  'src/browser/api/fetchers.ts',
  'src/browser/api/comment-fetchers.ts',
  'src/browser/api/client.ts',
  'src/shared/data/useBlockData.ts',
  'src/shared/schemas/icons.ts',
]
const LAZY_ONLY = [
  'zod',
  'zod/mini',
  'zod/v4/core',
  'dompurify',
  'src/browser/api/parsing.ts',
  'src/shared/schemas/api.ts',
  'src/browser/api/sanitize-browser.ts',
]

describe('lazy loading of the validation code', () => {
  it('keeps zod, the schemas and DOMPurify out of the eager modules', () => {
    const graph = moduleGraph(EAGER_ENTRIES)
    expect(graph.has('src/shared/schemas/paths.ts')).toBe(true)
    for (const lazy of LAZY_ONLY) expect(graph.has(lazy), lazy).toBe(false)
  })

  it('loads the parsing module with a dynamic import', () => {
    const source = readFileSync(path.join(root, 'src/browser/api/fetchers.ts'), 'utf8')
    expect(source).toMatch(/import\('\.\/parsing'\)/)
    expect(moduleGraph(['src/browser/api/parsing.ts']).has('zod')).toBe(true)
  })

  it("validates comments with their own checks, without zod, the records' schemas, the sanitizer, known translations and typography", () => {
    const graph = moduleGraph(['src/browser/api/comment-fetchers.ts'])
    expect(graph.has('src/browser/api/comment-parsing.ts')).toBe(true)
    expect(graph.has('src/shared/schemas/comment-check.ts')).toBe(true)
    for (const heavy of [
      'zod',
      'zod/mini',
      'zod/v4/core',
      'src/shared/schemas/api.ts',
      'src/shared/schemas/fields.ts',
      'src/shared/schemas/comment-page.ts',
      'dompurify',
      'src/browser/api/sanitize-browser.ts',
      'src/shared/i18n/known-translations.ts',
      'src/shared/i18n/typography.ts',
      'src/shared/i18n/record-texts.ts',
      'src/browser/api/parsing.ts',
    ])
      expect(graph.has(heavy), heavy).toBe(false)
  })

  it("lets an article's live parts call the comments' API without every block's fetcher and parsing", () => {
    const graph = moduleGraph(['src/pages/Article/ArticleInteractions.tsx'], { dynamic: true })
    expect(graph.has('src/browser/api/comment-fetchers.ts')).toBe(true)
    for (const other of ['src/browser/api/fetchers.ts', 'src/browser/api/parsing.ts', 'zod'])
      expect(graph.has(other), other).toBe(false)
  })
})
