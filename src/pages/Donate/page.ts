import { buildLoader } from '../../shared/data/build-loader'

export const path = 'don'
export const areas = ['donate', 'pages'] as const
export const search = 'pages'
// The figures the site can count are counted here, from what it lists
// (docs/editing.md#les-chiffres-de-lassociation): the projects page's projects, the home page's partners
// (unknown when the API's partners failed) and the documents page's files.
export const loader = buildLoader(async ({ settings, lang, content, snapshot }) => {
  const [read, { listEntries }, partners, { toDonateData }] = await Promise.all([
    settings(),
    content(),
    snapshot('partners'),
    import('./donate-data'),
  ])
  const projects = await listEntries('projects', lang)
  return toDonateData(read, lang, {
    projects: projects.length,
    documents: read.documents.length,
    ...(partners ? { partners: partners.length } : {}),
  })
})
