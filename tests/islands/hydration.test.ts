import path from 'node:path'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { islandModules } from '../../scripts/build/islands'
import type { IslandDeclaration } from '../../src/shared/islands/define'
import { startIslands } from '../../src/browser/islands/start'
import { prerenderTexts } from './react/prerender'
import { ISLAND_CASES, SCRIPT_ISLAND_CASES } from './react/islands'

// Every island of the site on the runtime that ships (docs/islands.md#runtime): prerendered with React, as the
// build does, then found by its element and hydrated on Preact, as the browser does.

const root = path.resolve(__dirname, '../..')
const MODULES = islandModules(root)

beforeAll(() => prerenderTexts(), 120_000)

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('every island', () => {
  it('has a case here', () => {
    expect([...Object.keys(ISLAND_CASES), ...Object.keys(SCRIPT_ISLAND_CASES)].sort()).toEqual(MODULES)
  })

  it.each(Object.keys(ISLAND_CASES))(
    '%s hydrates on Preact what React prerendered',
    async (file) => {
      const { default: island } = (await import(path.join(root, file))) as { default: IslandDeclaration }
      document.body.innerHTML = ISLAND_CASES[file]!()
      const element = document.querySelector<HTMLElement>('[data-island]')!
      expect(element.dataset.island).toBe(island.name)
      expect(element.dataset.componentUrl).toBe(`/${file}`)
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await act(() => startIslands(document))
      await vi.waitFor(() => expect(element.dataset.hydrated).toBe('true'), { timeout: 20_000 })
      expect(errors).not.toHaveBeenCalled()
      // Preact's tree is on the element (`__k`); React would have left a `__reactContainer$…` key.
      expect(Object.keys(element).filter((key) => key === '__k' || key.startsWith('__react'))).toEqual([
        '__k',
      ])
    },
    30_000,
  )
})

describe('the script islands', () => {
  it('start the hero slider on its prerendered markup, with no framework: the later slides come in', async () => {
    // jsdom has no matchMedia (the slider asks whether the visitor prefers reduced motion).
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    const warnings = vi.spyOn(console, 'warn')
    document.body.innerHTML = SCRIPT_ISLAND_CASES['src/pages/Home/HeroSlider.island.ts']!()
    expect(document.querySelectorAll('template[data-slide-later]')).toHaveLength(2)
    await startIslands(document)
    expect(document.querySelectorAll('template[data-slide-later]')).toHaveLength(0)
    expect(document.querySelectorAll('[data-slide]')).toHaveLength(3)
    const slider = document.querySelector<HTMLElement>('[data-hero-slider]')!
    expect(slider.dataset.rotating).toBe('false')
    expect(slider.dataset.hydrated).toBe('true')
    // (The news list's request, from the case before, may still warn that the API is unreachable.)
    expect(warnings.mock.calls.filter(([message]) => String(message).includes('could not start'))).toEqual([])
    vi.unstubAllGlobals()
  })

  it('start a copy button where the Clipboard API exists: it shows, and copies its code', async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
      configurable: true,
    })
    try {
      document.body.innerHTML = SCRIPT_ISLAND_CASES['src/pages/Donate/CopyButton.island.ts']!()
      const button = document.querySelector<HTMLButtonElement>('button[data-copy]')!
      expect(button.hidden).toBe(true)
      await startIslands(document)
      expect(button.hidden).toBe(false)
      button.click()
      expect(copied).toEqual(['*155#'])
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
  })
})
