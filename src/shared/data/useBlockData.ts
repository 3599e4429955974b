// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The data of a live part of an island (docs/islands.md): what the build gave it first, then what it asks the
 * API for — another events filter, a search, newer comments, a retry. Without build-time data (content newer
 * than the build, on the 404 page) it fetches after mount. With data, the server and the first client render
 * agree on 'ready'/'empty' and nothing is fetched; without, both render 'loading' and the fetch starts after
 * hydration, so there is never a hydration mismatch. `initial` is read on mount: give the block a React `key`
 * when the thing it shows changes (e.g. the article's slug).
 */

export type BlockState = 'loading' | 'ready' | 'empty' | 'error'

export interface BlockDataOptions<T> {
  /** Default: an empty list, an object with an empty `results` list, or null. */
  isEmpty?: (data: T) => boolean
  /** Values the request depends on (e.g. the events filter): a change fetches again. */
  deps?: readonly unknown[]
}

export interface BlockData<T> {
  state: BlockState
  /** The last data received; kept while a new request is loading. */
  data: T | undefined
  error: unknown
  /** Fetches again, showing 'loading' (the retry buttons). */
  retry: () => void
  /** With a value: shows it at once. Without: fetches again in the background, keeping what is shown. */
  reload: (next?: T) => void
}

export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true
  if (Array.isArray(data)) return data.length === 0
  if (typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: unknown[] }).results.length === 0
  }
  return false
}

interface Snapshot<T> {
  state: BlockState
  data: T | undefined
  error: unknown
}

function settled<T>(data: T, isEmpty: (data: T) => boolean): Snapshot<T> {
  return { state: isEmpty(data) ? 'empty' : 'ready', data, error: undefined }
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]))
}

/**
 * A number that changes exactly when `deps` changes (compared value by value with Object.is), usable as one
 * effect dependency. State derived during render, as React recommends for values that follow props.
 */
function useDepsVersion(deps: readonly unknown[]): number {
  const [tracked, setTracked] = useState({ deps, version: 0 })
  if (sameDeps(tracked.deps, deps)) return tracked.version
  const next = { deps, version: tracked.version + 1 }
  setTracked(next)
  return next.version
}

type Request = { id: number; silent: boolean }

export function useBlockData<T>(
  initial: T | null | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  options: BlockDataOptions<T> = {},
): BlockData<T> {
  const isEmpty = options.isEmpty ?? isEmptyData
  const depsVersion = useDepsVersion(options.deps ?? [])
  const hasInitial = initial !== null && initial !== undefined

  const [snapshot, setSnapshot] = useState<Snapshot<T>>(() =>
    hasInitial ? settled(initial, isEmpty) : { state: 'loading', data: undefined, error: undefined },
  )
  // Request 0 is the first render's: served by `initial` when there is one.
  const [request, setRequest] = useState<Request>({ id: 0, silent: false })

  // The latest callbacks, without making them effect dependencies (callers pass inline functions).
  const latest = useRef({ load, isEmpty, initial })
  useEffect(() => {
    latest.current = { load, isEmpty, initial }
  })

  useEffect(() => {
    const { load: run, isEmpty: empty, initial: given } = latest.current
    // The build-time data answers the first request only: any change of deps, retry or reload fetches.
    if (request.id === 0 && depsVersion === 0 && given !== null && given !== undefined) {
      setSnapshot((current) => (current.data === given ? current : settled(given, empty)))
      return
    }
    const controller = new AbortController()
    if (!request.silent) setSnapshot((current) => ({ ...current, state: 'loading', error: undefined }))
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSnapshot(settled(data, empty))
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSnapshot((current) => ({ ...current, state: 'error', error }))
      },
    )
    return () => controller.abort()
  }, [request, depsVersion])

  const retry = useCallback(() => setRequest((current) => ({ id: current.id + 1, silent: false })), [])
  const reload = useCallback((next?: T) => {
    if (next !== undefined) setSnapshot(settled(next, latest.current.isEmpty))
    else setRequest((current) => ({ id: current.id + 1, silent: true }))
  }, [])

  return { state: snapshot.state, data: snapshot.data, error: snapshot.error, retry, reload }
}
