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
    title: { fr: 'Accès à l’eau potable', en: 'Access to safe water' },
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
    title: { fr: 'Santé communautaire', en: 'Community health' },
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
    title: { fr: 'Développement social', en: 'Social development' },
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
    title: { fr: 'Environnement et cadre de vie', en: 'Environment and living conditions' },
    description: {
      fr: 'Restaurer les mangroves et les sols, réduire la consommation de bois et organiser la collecte des déchets avec les habitants.',
      en: 'Restoring mangroves and soils, cutting wood consumption and organising waste collection with residents.',
    },
    imageFr: null,
    imageEn: null,
    imageUrl: null,
    image: 'strategie-environnement.jpg',
  },
  {
    title: { fr: 'Assainissement et hygiène', en: 'Sanitation and hygiene' },
    description: {
      fr: 'Mettre fin à la défécation à l’air libre, équiper écoles et marchés en latrines et lave-mains, et professionnaliser la vidange des fosses.',
      en: 'Ending open defecation, equipping schools and markets with latrines and handwashing stations, and professionalising pit emptying.',
    },
    imageFr: 'strategie-assainissement-fr.jpg',
    imageEn: 'strategie-assainissement-en.jpg',
    imageUrl: null,
    image: 'strategie-assainissement-fr.jpg',
  },
]
