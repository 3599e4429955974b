import { buildLoader } from '../../shared/data/build-loader'

export const path = 'contact'
export const areas = ['contact', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'contacts', labelKey: 'nav.contacts', rank: 6 },
} as const
export const loader = buildLoader(async ({ settings, snapshot, lang }) => {
  const [{ contact }, endpoint, { apiUrl }, { API_PATHS }, { toContactDetails }] = await Promise.all([
    settings(),
    snapshot('contactForm'),
    import('../../shared/api/config'),
    import('../../shared/schemas/paths'),
    import('./contact-data'),
  ])
  return {
    contact: toContactDetails(contact, lang),
    // Found at build time (docs/behaviour.md#endpoints): the form posts there, or becomes "write to us".
    endpoint: endpoint?.offered
      ? { action: apiUrl(API_PATHS.contactForm), maxLength: endpoint.maxLength }
      : null,
  }
})
