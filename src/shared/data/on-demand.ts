import type * as Fetchers from '../../browser/api/fetchers'

type Api = typeof Fetchers
type FetcherName = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof Api]

/**
 * A fetcher of api/fetchers.ts that downloads it, with the API client, on its first call. Pages take their data
 * from the build and call the API only for content newer than the build (the 404 page): the code to do so is
 * then not part of what they load before they are interactive.
 */
export function onDemand<K extends FetcherName>(name: K): Api[K] {
  const call = async (...args: unknown[]) => {
    const fetchers = await import('../../browser/api/fetchers')
    return (fetchers[name] as (...args: unknown[]) => Promise<unknown>)(...args)
  }
  return call as Api[K]
}
