import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import { readContentPage } from '../../shared/components/content-page'
import { buildLoader } from '../../shared/data/build-loader'

export const path = pattern('publication')
export const staticPaths: StaticPaths = async ({ slugs }) =>
  (await slugs('publications')).map(paths.publication)
export const areas = ['static', 'pages'] as const
export const search = 'publications'
export const menu = { holder: 'discover' } as const
export const loader = buildLoader(async (sources) => {
  const [{ listEntries }, { toPublicationSummary }, { similarPublications }] = await Promise.all([
    sources.content(),
    import('../../shared/components/PublicationCard'),
    import('./similar'),
  ])
  const page = await readContentPage(sources, 'publications', sources.params.slug)
  if (!page) return null
  const all = await listEntries('publications', sources.lang)
  return { page, similar: similarPublications(all.map(toPublicationSummary), page.slug) }
})
