import { useLoaderData } from 'react-router-dom'
import type { HistoryPage } from '../../schemas/api'
import { Island } from '../../islands/Island'
import { HistoryBody } from './HistoryBody'
export async function loader(): Promise<HistoryPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('historyPage')
}

/**
 * The history page (docs/behaviour.md#about-mission-and-history): prerendered from its snapshot, fetched in
 * the browser when there was none.
 */
export function Component() {
  const built = useLoaderData() as HistoryPage | null | undefined
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return (
    <Island
      name="HistoryBody"
      component={HistoryBody}
      props={{ built: built ?? null }}
      when="load"
      hydrate={!built}
    />
  )
}
