import type { CategorySlug } from './types'

export const CATEGORIES: readonly { slug: CategorySlug; fr: string; en: string }[] = [
  { slug: 'eau-potable', fr: 'Eau potable', en: 'Drinking water' },
  { slug: 'sante-communautaire', fr: 'Santé communautaire', en: 'Community health' },
  { slug: 'developpement-social', fr: 'Développement social', en: 'Social development' },
  { slug: 'environnement', fr: 'Environnement et cadre de vie', en: 'Environment and living conditions' },
  { slug: 'assainissement', fr: 'Assainissement et hygiène', en: 'Sanitation and hygiene' },
  { slug: 'vie-associative', fr: 'Vie associative', en: 'Life of the association' },
]
