import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's ESLint rules for code the browser bundle reaches (docs/islands.md#runtime): in the browser
// React is Preact's compatibility layer, so `useId` and React 19's form and action hooks are refused in src/.
// In tests/, no fixed sleep (docs/architecture.md#test-layers). What the browser may load (src/browser, src/shared,
// the pages) imports neither Node's modules nor src/node (README.md#layout).

const eslint = new ESLint()

/** What the restriction rules refuse in `code` as if it were `filePath`: the names, as written. */
async function refused(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  const lines = code.split('\n')
  return result!.messages
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-properties',
    )
    .map((message) => /[\w.]+/.exec(lines[message.line - 1]!.slice(message.column - 1))![0])
}

/** Code that uses them, linted as if it were the text of a file of the repository (the file is not read). */
const PLANT = `import React, { createElement, use, useActionState, useId, useOptimistic, useState } from 'react'
import { useFormStatus } from 'react-dom'

export function Plant({ text }: { text: Promise<string> }) {
  const [count] = useState(0)
  const [state] = useActionState(async (n: number) => n, count)
  const [hoped] = useOptimistic(state)
  const { pending } = useFormStatus()
  return createElement('p', { id: useId() + React.useId() }, use(text) + String(hoped) + String(pending))
}
`

describe('ESLint in src/', () => {
  it('refuses useId and the React 19 hooks Preact lacks, imported or through React, anywhere in src/', async () => {
    for (const file of [
      'src/shared/layout/SearchBox.tsx',
      'src/shared/lib/site-url.ts',
      'src/pages/Home/index.tsx',
    ]) {
      expect((await refused(PLANT, file)).sort(), file).toEqual(
        ['React.useId', 'use', 'useActionState', 'useFormStatus', 'useId', 'useOptimistic'].sort(),
      )
    }
  })

  it('leaves the same code alone outside src/ (scripts and tests never reach the browser)', async () => {
    expect(await refused(PLANT, 'scripts/dev.ts')).toEqual([])
  })
})

/** The lines of `code` whose imports the restriction rules refuse, linted as if it were `filePath`. */
async function refusedLines(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  const lines = code.split('\n')
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => lines[message.line - 1]!)
}

/** A module of a page's folder that reaches Node's modules and the build's readers, each way it could. */
const NODE_REACH = `import { readFile } from 'node:fs/promises'
import path from 'path'
import { readSnapshot } from '../../node/data/snapshots'
import type { SnapshotData } from '../../node/data/snapshots'
import { IslandPrerender } from '../../node/islands/IslandPrerender'

export const loader = async () => (await import('../../node/data/snapshots')).readSnapshot('events')
export const used = [readFile, path, readSnapshot, IslandPrerender] as unknown as SnapshotData
export { contentDir } from '../../node/data/content'
`

describe('ESLint: where code runs', () => {
  it("refuses Node's modules and src/node in what the browser may load, but their types and a loader's import", async () => {
    for (const file of [
      'src/browser/page-script/main.ts',
      'src/shared/components/SmartImage.tsx',
      'src/pages/Home/page.ts',
    ]) {
      expect(await refusedLines(NODE_REACH, file), file).toEqual([
        "import { readFile } from 'node:fs/promises'",
        "import path from 'path'",
        "import { readSnapshot } from '../../node/data/snapshots'",
        "export { contentDir } from '../../node/data/content'",
      ])
    }
  })

  it('leaves src/node, scripts and tests alone (Node runs them)', async () => {
    for (const file of ['src/node/data/content.ts', 'scripts/build/pages.ts', 'tests/unit/pages.test.ts'])
      expect(await refusedLines(NODE_REACH, file), file).toEqual([])
  })
})

/** A sleep to prove that nothing happened, written the ways a test could. */
const SLEEP = `import type { Page } from '@playwright/test'

export async function settle(page: Page) {
  await page.waitForTimeout(200)
  await page['waitForTimeout'](200)
  const { waitForTimeout } = page
  await waitForTimeout(200)
}
`

describe('ESLint in tests/', () => {
  it('refuses waitForTimeout in the e2e specs, their support and the other tests', async () => {
    for (const file of [
      'tests/e2e/comments.spec.ts',
      'tests/e2e/support/layout.ts',
      'tests/unit/lint-rules.test.ts',
    ]) {
      expect(await refused(SLEEP, file), file).toEqual(['page.waitForTimeout', 'page', 'waitForTimeout'])
    }
  })

  it('leaves it to the code outside tests/ (the bench measures over time on purpose)', async () => {
    expect(await refused(SLEEP, 'scripts/bench.ts')).toEqual([])
  })
})
