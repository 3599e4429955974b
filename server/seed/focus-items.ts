import type { Bi } from './types'

export interface FocusSeed {
  slug: string | null
  title: Bi
  description: Bi
  category: Bi
  imageUrl: string | null
  image: string | null
  gradient: string
}

export const FOCUS_ITEMS: FocusSeed[] = [
  {
    slug: 'notre-vision',
    title: { fr: 'Notre vision', en: 'Our vision' },
    description: {
      fr: 'Un Bénin où chaque famille a accès à l’eau potable, à des soins de proximité et à un cadre de vie sain, et où les communautés conduisent elles-mêmes leur développement.',
      en: 'A Benin where every family has safe water, nearby health care and a healthy living environment, and where communities lead their own development.',
    },
    category: { fr: 'Vision', en: 'Vision' },
    imageUrl: 'focus-vision.jpg',
    image: null,
    gradient: 'from-sky-500 to-blue-700',
  },
  {
    slug: 'nos-objectifs',
    title: { fr: 'Nos objectifs', en: 'Our objectives' },
    description: {
      fr: 'Les High 5 de l’AHB : eau potable pour tous, santé communautaire, développement social inclusif, environnement préservé et assainissement digne, d’ici 2026.',
      en: 'AHB’s High 5: safe water for all, community health, inclusive social development, a protected environment and decent sanitation, by 2026.',
    },
    category: { fr: 'Objectifs', en: 'Objectives' },
    imageUrl: 'focus-objectifs.jpg',
    image: null,
    gradient: 'from-emerald-500 to-green-700',
  },
  {
    slug: 'plans-strategiques',
    title: { fr: 'Plans stratégiques 2023-2026', en: '2023-2026 strategic plans' },
    description: {
      fr: 'Cinq piliers d’action, des axes de changement et des catalyseurs : la feuille de route qui guide nos choix de programmes et de partenariats.',
      en: 'Five pillars of action, areas of change and catalysts: the roadmap that guides our choice of programmes and partnerships.',
    },
    category: { fr: 'Stratégie', en: 'Strategy' },
    imageUrl: 'focus-plans.jpg',
    image: null,
    gradient: 'from-amber-500 to-orange-600',
  },
  {
    slug: 'le-president',
    title: { fr: 'Le mot du président', en: 'A word from the president' },
    description: {
      fr: 'Mathieu Agossou revient sur quinze ans d’engagement de l’AHB et sur les défis des années à venir : l’eau, le climat et la jeunesse.',
      en: 'Mathieu Agossou looks back on fifteen years of AHB’s work and on the challenges ahead: water, climate and young people.',
    },
    category: { fr: 'Gouvernance', en: 'Governance' },
    imageUrl: null,
    image: 'focus-president.jpg',
    gradient: 'from-rose-500 to-red-700',
  },
  {
    slug: null,
    title: { fr: 'Carnet de terrain', en: 'Field notebook' },
    description: {
      fr: 'Chaque mois, une équipe de l’AHB raconte une journée sur le terrain : un forage qui jaillit, une séance de dépistage, un comité qui se réunit sous l’arbre à palabres.',
      en: 'Every month, an AHB team tells the story of a day in the field: a borehole gushing, a screening session, a committee meeting under the palaver tree.',
    },
    category: { fr: 'Terrain', en: 'Field' },
    imageUrl: 'focus-terrain.jpg',
    image: null,
    gradient: 'from-violet-500 to-purple-700',
  },
]
