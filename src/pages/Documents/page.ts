import { buildLoader } from '../../shared/data/build-loader'

export const path = 'documents'
export const areas = ['static', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'documents', labelKey: 'nav.documents', group: 'discover', rank: 6 },
} as const
export const loader = buildLoader(async ({ lang, settings, content }) => {
  const [read, { publicFileSize }, { toDocumentViews }] = await Promise.all([
    settings(),
    content(),
    import('./documents-data'),
  ])
  return { documents: await toDocumentViews(read, lang, publicFileSize), email: read.contact.email }
})
