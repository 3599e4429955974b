interface Bilingual {
  fr: string
  en: string
}

export interface ProjectSeed {
  title: Bilingual
  description: Bilingual
  image: string | null
  link: string
  stats: Bilingual
}

/**
 * The projects endpoint speaks the old back-end's French fields (`title`, `description`, `stats`, `image`) and
 * adds their English as `<field>_en`, which the site reads when a back-end sends it.
 */
export const PROJECTS: ProjectSeed[] = [
  {
    title: { fr: 'Accès à l’eau potable', en: 'Access to safe water' },
    description: {
      fr: 'Forages, bornes-fontaines et mini-adductions solaires construits ou réhabilités avec les communes, puis confiés à des comités de gestion formés.',
      en: 'Boreholes, standpipes and small solar-powered networks built or restored with the communes, then handed over to trained management committees.',
    },
    image: 'projet-eau.jpg',
    link: '/projet/projets-acces-eau',
    stats: { fr: '86 forages', en: '86 boreholes' },
  },
  {
    title: { fr: 'Santé communautaire', en: 'Community health' },
    description: {
      fr: 'Relais communautaires formés, prévention du paludisme, santé maternelle et lutte contre la malnutrition au plus près des familles.',
      en: 'Trained community health workers, malaria prevention, maternal health and the fight against malnutrition, close to families.',
    },
    image: 'projet-sante.jpg',
    link: '/projet/projets-sante',
    stats: { fr: '350 relais formés', en: '350 trained health workers' },
  },
  {
    title: { fr: 'High 5 : transformer le Bénin', en: 'High 5: transforming Benin' },
    description: {
      fr: 'Notre programme intégré 2023-2026 : eau, santé, développement social, environnement et assainissement, conduits ensemble dans les mêmes communes.',
      en: 'Our integrated 2023-2026 programme: water, health, social development, environment and sanitation, carried out together in the same communes.',
    },
    image: 'projet-social.jpg',
    link: '/projet/high-5-transformer-benin',
    stats: { fr: 'En cours', en: 'Ongoing' },
  },
]
