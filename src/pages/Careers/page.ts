import { contactSummaryLoader } from '../../shared/components/contact-summary-loader'

export const path = 'carriere'
export const areas = ['careers', 'contact', 'pages'] as const
export const search = 'pages'
export const menu = { topBar: { id: 'career', labelKey: 'nav.career', rank: 5 } } as const
export const loader = contactSummaryLoader
