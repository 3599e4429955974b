import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { FetchedPageHero } from '../../components/FetchedPageHero'
import { isPageEmpty } from '../../components/page-data'
import { useBlockData } from '../../data/useBlockData'
import type { MissionPage } from '../../schemas/api'
import { MissionSections } from './MissionSections'

const fetchMissionPage = onDemand('fetchMissionPage')

/** The mission page's content: from the build, or fetched in the browser (retried in place). */
export function MissionBody({ built }: { built: MissionPage | null }) {
  const { state, data, retry } = useBlockData(built, fetchMissionPage, { isEmpty: isPageEmpty })
  return (
    <>
      <FetchedPageHero id="mission" page={state === 'ready' ? data : null} />
      <FetchedContent state={state} data={data} onRetry={retry}>
        {(page) => <MissionSections page={page} />}
      </FetchedContent>
    </>
  )
}
