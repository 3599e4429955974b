import { onDemand } from '../../data/on-demand'
import { FetchedContent } from '../../components/FetchedContent'
import { isPageEmpty } from '../../components/page-data'
import { reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import type { AboutPage } from '../../schemas/api'
import { AboutSections } from './AboutSections'
import { FetchedPageHero } from '../../components/FetchedPageHero'

const fetchAboutPage = onDemand('fetchAboutPage')

/** The about page's content: from the build, or fetched in the browser when the build had none. */
export function AboutBody({ built }: { built: AboutPage | null }) {
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
