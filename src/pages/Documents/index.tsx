import { useLoaderData } from 'react-router-dom'
import type { ContactSummary } from '../../components/contact-summary'
import { PageFrame } from '../../components/PageFrame'
import { UnderConstructionNotice } from '../../components/UnderConstructionNotice'

export async function loader(): Promise<ContactSummary | null> {
  if (!import.meta.env.SSR) return null
  const [{ getSettings }, { contactSummary }] = await Promise.all([
    import('../../data/server/content'),
    import('../../components/contact-summary'),
  ])
  return contactSummary(await getSettings())
}

/**
 * docs/behaviour.md#projects-publications-and-documents: the documents page, until the documents are online.
 */
export function Component() {
  const contact = useLoaderData() as ContactSummary | null | undefined
  return (
    <PageFrame id="documents">
      <UnderConstructionNotice contact={contact ?? null} browse="projects" />
    </PageFrame>
  )
}
