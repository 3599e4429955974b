import { contactSummaryLoader } from '../../components/contact-summary-loader'
import { useBuildData } from '../../data/build-loader'
import { PageFrame } from '../../components/PageFrame'
import { UnderConstructionNotice } from '../../components/UnderConstructionNotice'

export const loader = contactSummaryLoader

/**
 * docs/behaviour.md#projects-publications-and-documents: the documents page, until the documents are online.
 */
export function Component() {
  const contact = useBuildData<typeof loader>()
  return (
    <PageFrame id="documents">
      <UnderConstructionNotice contact={contact} browse="projects" />
    </PageFrame>
  )
}
