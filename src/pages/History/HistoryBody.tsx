import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { FetchedPageHero } from '../../components/FetchedPageHero'
import { isPageEmpty } from '../../components/page-data'
import { reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import type { HistoryPage } from '../../schemas/api'
import { HistorySections } from './HistorySections'

const fetchHistoryPage = onDemand('fetchHistoryPage')

/** The history page's content: from the build, or fetched in the browser when the build had none. */
export function HistoryBody({ built }: { built: HistoryPage | null }) {
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
