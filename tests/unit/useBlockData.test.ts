// @vitest-environment jsdom
import { act, createElement } from 'react'
import { type Root, createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type BlockData, type BlockDataOptions, useBlockData } from '../../src/shared/data/useBlockData'

/** Renders the hook in a real React tree (server string, hydration, client updates). */

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

interface Probe<T> {
  initial: T | null | undefined
  load: (signal: AbortSignal) => Promise<T>
  options?: BlockDataOptions<T>
  seen: BlockData<T>[]
}

function Block<T>({ probe }: { probe: Probe<T> }) {
  const block = useBlockData(probe.initial, probe.load, probe.options)
  probe.seen.push(block)
  return createElement('p', null, `${block.state}:${JSON.stringify(block.data ?? null)}`)
}

/** A load function whose calls the test settles by hand. */
function controlledLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = []
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject })
    })
  return { calls, load }
}

let container: HTMLElement
let root: Root | null = null

afterEach(() => {
  act(() => root?.unmount())
  root = null
  container?.remove()
})

function mount<T>(probe: Probe<T>) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(createElement(Block<T>, { probe })))
}

const last = <T>(probe: Probe<T>) => probe.seen.at(-1)!

describe('useBlockData', () => {
  it('renders build-time data as ready on the server and hydrates it without fetching', async () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: ['Djougou', 'Kandi'], load, seen: [] }
    const html = renderToString(createElement(Block<string[]>, { probe }))
    expect(html).toBe('<p>ready:[&quot;Djougou&quot;,&quot;Kandi&quot;]</p>')

    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, createElement(Block<string[]>, { probe }), {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    expect(recoverable).toEqual([])
    expect(calls).toHaveLength(0)
    expect(container.textContent).toBe('ready:["Djougou","Kandi"]')
  })

  it('renders empty build-time data as empty', () => {
    const probe: Probe<string[]> = { initial: [], load: controlledLoad<string[]>().load, seen: [] }
    expect(renderToString(createElement(Block<string[]>, { probe }))).toBe('<p>empty:[]</p>')
  })

  it('renders loading on the server without data, then fetches after mount', async () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: null, load, seen: [] }
    expect(renderToString(createElement(Block<string[]>, { probe }))).toBe('<p>loading:null</p>')
    expect(calls).toHaveLength(0)

    mount(probe)
    expect(container.textContent).toBe('loading:null')
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(['Parakou']))
    expect(container.textContent).toBe('ready:["Parakou"]')
  })

  it('says empty for an empty list, and follows a custom emptiness rule', async () => {
    const { calls, load } = controlledLoad<{ results: string[] }>()
    const probe: Probe<{ results: string[] }> = { initial: undefined, load, seen: [] }
    mount(probe)
    await act(async () => calls[0]!.resolve({ results: [] }))
    expect(last(probe).state).toBe('empty')

    const custom = controlledLoad<number>()
    const counted: Probe<number> = {
      initial: 0,
      load: custom.load,
      options: { isEmpty: (n) => n < 1 },
      seen: [],
    }
    expect(renderToString(createElement(Block<number>, { probe: counted }))).toBe('<p>empty:0</p>')
  })

  it('shows an error, and retry() fetches again in place', async () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: null, load, seen: [] }
    mount(probe)
    const failure = new Error('HTTP 500')
    await act(async () => calls[0]!.reject(failure))
    expect(last(probe)).toMatchObject({ state: 'error', error: failure })

    act(() => last(probe).retry())
    expect(last(probe).state).toBe('loading')
    expect(calls).toHaveLength(2)
    await act(async () => calls[1]!.resolve(['Bohicon']))
    expect(last(probe)).toMatchObject({ state: 'ready', data: ['Bohicon'], error: undefined })
  })

  it('retry() fetches even when the build gave data', async () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: ['ancien'], load, seen: [] }
    mount(probe)
    expect(calls).toHaveLength(0)
    act(() => last(probe).retry())
    await act(async () => calls[0]!.resolve(['nouveau']))
    expect(last(probe).data).toEqual(['nouveau'])
  })

  it('fetches again when deps change, aborting and ignoring the previous request', async () => {
    const requested: string[] = []
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: ['à venir'], load, options: { deps: ['upcoming'] }, seen: [] }
    mount(probe)
    expect(calls).toHaveLength(0)

    const rerender = (filter: string) => {
      probe.options = { deps: [filter] }
      probe.load = (signal) => {
        requested.push(filter)
        return load(signal)
      }
      act(() => root!.render(createElement(Block<string[]>, { probe })))
    }
    rerender('featured')
    expect(last(probe).state).toBe('loading')
    rerender('all')
    expect(requested).toEqual(['featured', 'all'])
    expect(calls[0]!.signal.aborted).toBe(true)
    await act(async () => calls[0]!.resolve(['en vedette']))
    expect(last(probe).state).toBe('loading')
    await act(async () => calls[1]!.resolve(['tous']))
    expect(last(probe)).toMatchObject({ state: 'ready', data: ['tous'] })

    // Back on the first filter: fetched again, not the build-time list of the first render.
    rerender('upcoming')
    expect(calls).toHaveLength(3)
  })

  it('does not fetch again when deps are re-created with the same values', () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: null, load, options: { deps: ['upcoming', 6] }, seen: [] }
    mount(probe)
    probe.options = { deps: ['upcoming', 6] }
    act(() => root!.render(createElement(Block<string[]>, { probe })))
    expect(calls).toHaveLength(1)
  })

  it('aborts the request on unmount', () => {
    const { calls, load } = controlledLoad<string[]>()
    mount({ initial: null, load, seen: [] })
    act(() => root!.unmount())
    root = null
    expect(calls[0]!.signal.aborted).toBe(true)
  })

  it('reload(value) shows a value at once; reload() refreshes without showing loading', async () => {
    const { calls, load } = controlledLoad<string[]>()
    const probe: Probe<string[]> = { initial: ['premier'], load, seen: [] }
    mount(probe)
    act(() => last(probe).reload(['ajouté']))
    expect(last(probe)).toMatchObject({ state: 'ready', data: ['ajouté'] })
    expect(calls).toHaveLength(0)

    act(() => last(probe).reload())
    expect(calls).toHaveLength(1)
    expect(last(probe)).toMatchObject({ state: 'ready', data: ['ajouté'] })
    await act(async () => calls[0]!.resolve(['du serveur']))
    expect(last(probe).data).toEqual(['du serveur'])
  })
})
