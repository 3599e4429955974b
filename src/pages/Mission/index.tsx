import { useLoaderData } from 'react-router-dom'
import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { FetchedPageHero } from '../../components/FetchedPageHero'
import { isPageEmpty } from '../../components/page-data'
import { useBlockData } from '../../data/useBlockData'
import type { MissionPage } from '../../schemas/api'
import { MissionSections } from './MissionSections'

const fetchMissionPage = onDemand('fetchMissionPage')

export async function loader(): Promise<MissionPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('missionPage')
}

/** SPEC §2 "Mission": prerendered from its snapshot; fetched in the browser otherwise, retried in place. */
export function Component() {
  const built = useLoaderData() as MissionPage | null | undefined
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
