import { useLoaderData } from 'react-router-dom'
import type { ContactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { ApplySection } from './ApplySection'
import { ExploreLinks } from './ExploreLinks'
import { ReasonsSection } from './ReasonsSection'
import { VolunteeringSection } from './VolunteeringSection'

export async function loader(): Promise<ContactSummary | null> {
  if (!import.meta.env.SSR) return null
  const [{ getSettings }, { contactSummary }] = await Promise.all([
    import('../../data/server/content'),
    import('../../components/contact-summary'),
  ])
  return contactSummary(await getSettings())
}

/** docs/behaviour.md#careers: volunteering, four reasons to join, how to apply, and where to read more. */
export function Component() {
  const contact = useLoaderData() as ContactSummary | null | undefined
  return (
    <PageFrame id="career">
      <VolunteeringSection />
      <ReasonsSection />
      <ApplySection contact={contact ?? null} />
      <ExploreLinks />
    </PageFrame>
  )
}
