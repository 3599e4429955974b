import type { Bi } from './types'

export interface StrategySeed {
  title: Bi
  description: Bi
  /** Language-specific pictures, when the picture carries a message that differs by language. */
  imageFr: string | null
  imageEn: string | null
  imageUrl: string | null
  image: string | null
}

export const STRATEGIES: StrategySeed[] = [
  {
    title: { fr: 'Accès à l’eau potable', en: 'Access to drinking water' },
    description: {
      fr: 'Rapprocher les points d’eau des familles, garantir la qualité de l’eau et confier la gestion des ouvrages à des comités formés et redevables devant les usagers.',
      en: 'Bringing water points closer to families, guaranteeing water quality and entrusting facilities to trained committees accountable to users.',
    },
    imageFr: 'strategie-eau-fr.jpg',
    imageEn: 'strategie-eau-en.jpg',
    imageUrl: 'strategie-eau-fr.jpg',
    image: null,
  },
  {
    title: { fr: 'Santé et sécurité alimentaire', en: 'Health and food security' },
    description: {
      fr: 'Former des relais communautaires, équiper les centres de santé de proximité et prévenir les maladies les plus fréquentes : paludisme, diarrhées, malnutrition.',
      en: 'Training community health volunteers, equipping local health centres and preventing the most common illnesses: malaria, diarrhoea, malnutrition.',
    },
    imageFr: null,
    imageEn: null,
    imageUrl: 'strategie-sante.jpg',
    image: null,
  },
  {
    title: {
      fr: 'Intégration et amélioration des conditions de vie',
      en: 'Social inclusion and better living conditions',
    },
    description: {
      fr: 'Donner aux femmes et aux jeunes les moyens de leur autonomie : alphabétisation, épargne, apprentissage et maintien des enfants à l’école.',
      en: 'Giving women and young people the means to stand on their own: literacy, savings, apprenticeships and keeping children in school.',
    },
    imageFr: null,
    imageEn: null,
    imageUrl: 'strategie-social.jpg',
    image: null,
  },
  {
    title: { fr: 'Moderniser le cadre de vie', en: 'Improving the living environment' },
    description: {
      fr: 'Des latrines dignes, la collecte des déchets organisée avec les habitants, la vidange des fosses professionnalisée, les mangroves et les sols restaurés.',
      en: 'Decent latrines, waste collection organised with residents, professional pit emptying, restored mangroves and soils.',
    },
    imageFr: null,
    imageEn: null,
    imageUrl: null,
    image: 'strategie-environnement.jpg',
  },
  {
    title: { fr: 'Sensibilisation et éducation', en: 'Awareness and education' },
    description: {
      fr: 'Mettre fin à la défécation à l’air libre par la mobilisation des villages, animer les clubs d’hygiène des écoles et installer des lave-mains dans les marchés.',
      en: 'Ending open defecation by mobilising villages, running school hygiene clubs and installing handwashing stations in markets.',
    },
    imageFr: 'strategie-assainissement-fr.jpg',
    imageEn: 'strategie-assainissement-en.jpg',
    imageUrl: null,
    image: 'strategie-assainissement-fr.jpg',
  },
]
