import { buildLoader } from '../../shared/data/build-loader'

export const path = 'equipe'
export const areas = ['organisation', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'team', labelKey: 'nav.team', group: 'discover', rank: 4 },
} as const
export const loader = buildLoader(({ snapshot }) => snapshot('team'))
