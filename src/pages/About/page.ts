import { buildLoader } from '../../shared/data/build-loader'

export const path = 'about'
export const areas = ['organisation', 'pages'] as const
export const search = 'pages'
export const menu = {
  topBar: { id: 'about', labelKey: 'nav.about', group: 'discover', rank: 1 },
} as const
export const loader = buildLoader(({ snapshot }) => snapshot('aboutPage'))
