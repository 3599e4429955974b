import { buildLoader } from '../../shared/data/build-loader'

export const path = 'mission'
export const areas = ['organisation', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'mission', labelKey: 'nav.mission', group: 'discover', rank: 2 },
} as const
export const loader = buildLoader(({ snapshot }) => snapshot('missionPage'))
