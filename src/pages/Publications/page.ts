import { buildLoader } from '../../shared/data/build-loader'

export const path = 'publications'
export const areas = ['static', 'pages'] as const
export const menu = {
  topBar: { id: 'publications', labelKey: 'nav.publications', group: 'discover', rank: 5 },
} as const
export const loader = buildLoader(async ({ lang, content }) => {
  const [{ listEntries }, { toPublicationSummary }] = await Promise.all([
    content(),
    import('../../shared/components/PublicationCard'),
  ])
  const entries = await listEntries('publications', lang)
  return { publications: entries.map(toPublicationSummary) }
})
