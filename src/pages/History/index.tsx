import { useLoaderData } from 'react-router-dom'
import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { FetchedPageHero } from '../../components/FetchedPageHero'
import { isPageEmpty } from '../../components/page-data'
import { reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import type { HistoryPage } from '../../schemas/api'
import { HistorySections } from './HistorySections'

const fetchHistoryPage = onDemand('fetchHistoryPage')

export async function loader(): Promise<HistoryPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('historyPage')
}

/** SPEC §2 "History": prerendered from its snapshot, fetched in the browser when there was none. */
export function Component() {
  const built = useLoaderData() as HistoryPage | null | undefined
  const { state, data } = useBlockData(built, fetchHistoryPage, { isEmpty: isPageEmpty })
  return (
    <>
      <FetchedPageHero id="history" page={state === 'ready' ? data : null} />
      <FetchedContent state={state} data={data} onRetry={reloadPage}>
        {(page) => <HistorySections page={page} />}
      </FetchedContent>
    </>
  )
}
