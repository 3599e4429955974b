import { paths, PRIVACY_INFO_SLUG } from '../../shared/app/paths'
import { readContentPage } from '../../shared/components/content-page'
import { buildLoader } from '../../shared/data/build-loader'

/** docs/behaviour.md#privacy-page */
export const path = paths.privacy().slice(1)
export const areas = ['static', 'contact', 'pages'] as const
export const search = 'pages'
export const loader = buildLoader(async (sources) => {
  const { contactSummary } = await import('../../shared/components/contact-summary')
  const [page, settings] = await Promise.all([
    readContentPage(sources, 'info', PRIVACY_INFO_SLUG),
    sources.settings(),
  ])
  if (!page) return null
  const { address } = settings.contact
  return {
    page,
    organisation: settings.organisation.name[sources.lang],
    street: `${address.street[sources.lang]}, ${address.city}, ${address.country[sources.lang]}`,
    contact: contactSummary(settings),
  }
})
