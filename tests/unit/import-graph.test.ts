import { describe, expect, it } from 'vitest'
import { moduleGraph, sourceFiles, valueImports } from './import-graph'

const SOURCE = `import type { A } from './erased-type'
import { type B, type C } from './erased-list'
import { d, type E } from './kept-value'
import {
  f,
  g,
} from './kept-multiline'
export { h } from './kept-reexport'
import './kept-side-effect'
import zod from 'zod'
const later = () => import('./later')
`

describe('the tests’ import-graph walker', () => {
  it('lists value imports and leaves out what TypeScript erases', () => {
    expect(valueImports(SOURCE)).toEqual([
      './kept-value',
      './kept-multiline',
      './kept-reexport',
      'zod',
      './kept-side-effect',
    ])
  })

  it('follows dynamic imports only when asked', () => {
    expect(valueImports(SOURCE, { dynamic: true })).toContain('./later')
    expect(valueImports(SOURCE)).not.toContain('./later')
  })

  it('walks real modules to their packages, and skips what it is told to', () => {
    const graph = moduleGraph(['src/shared/offline/rules.ts'])
    expect(sourceFiles(graph)).toEqual(
      expect.arrayContaining([
        'src/shared/offline/rules.ts',
        'src/shared/i18n/paths.ts',
        'src/shared/i18n/languages.ts',
      ]),
    )
    const skipped = moduleGraph(['src/shared/offline/rules.ts'], {
      skip: (file) => file === 'src/shared/i18n/paths.ts',
    })
    expect(skipped.has('src/shared/i18n/paths.ts')).toBe(false)
    expect(moduleGraph(['src/browser/api/parsing.ts']).has('zod')).toBe(true)
  })
})
