import type { CategorySlug } from './types'

/**
 * The news categories: one per theme of content/settings.yaml, bearing its name (a content test checks they
 * agree, docs/behaviour.md#themes), and the life of the association.
 */
export const CATEGORIES: readonly { slug: CategorySlug; fr: string; en: string }[] = [
  { slug: 'eau-potable', fr: 'Accès à l’eau potable', en: 'Access to drinking water' },
  { slug: 'sante-communautaire', fr: 'Santé et sécurité alimentaire', en: 'Health and food security' },
  {
    slug: 'developpement-social',
    fr: 'Intégration et amélioration des conditions de vie',
    en: 'Social inclusion and better living conditions',
  },
  { slug: 'environnement', fr: 'Moderniser le cadre de vie', en: 'Improving the living environment' },
  { slug: 'sensibilisation-education', fr: 'Sensibilisation et éducation', en: 'Awareness and education' },
  { slug: 'vie-associative', fr: 'Vie associative', en: 'Life of the association' },
]
