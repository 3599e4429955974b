import { buildLoader } from '../../shared/data/build-loader'

export const path = 'historique'
export const areas = ['organisation', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'history', labelKey: 'nav.history', group: 'discover', rank: 3 },
} as const
export const loader = buildLoader(({ snapshot }) => snapshot('historyPage'))
