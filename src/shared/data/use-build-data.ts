import { useLoaderData } from 'react-router-dom'
import type { BuildData, BuildLoader } from './build-loader'

/** The page's data from its loader (`useBuildData<typeof loader>()`), or null when the build had none. */
export function useBuildData<L extends BuildLoader<unknown>>(): BuildData<L> | null {
  return (useLoaderData() as BuildData<L> | null | undefined) ?? null
}
