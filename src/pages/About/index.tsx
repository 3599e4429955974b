import { useLoaderData } from 'react-router-dom'
import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { isPageEmpty } from '../../components/page-data'
import { reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import type { AboutPage } from '../../schemas/api'
import { AboutSections } from './AboutSections'
import { FetchedPageHero } from '../../components/FetchedPageHero'

const fetchAboutPage = onDemand('fetchAboutPage')

export async function loader(): Promise<AboutPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('aboutPage')
}

/** SPEC §2 "About": prerendered from the about-page snapshot, fetched in the browser when there was none. */
export function Component() {
  const built = useLoaderData() as AboutPage | null | undefined
  const { state, data } = useBlockData(built, fetchAboutPage, { isEmpty: isPageEmpty })
  return (
    <>
      <FetchedPageHero id="about" page={state === 'ready' ? data : null} />
      <FetchedContent state={state} data={data} onRetry={reloadPage}>
        {(page) => <AboutSections page={page} />}
      </FetchedContent>
    </>
  )
}
