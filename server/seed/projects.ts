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
 * Each project bears the title of the page its card opens (content/projects, a content test checks it) and
 * states that project's own figures. The projects endpoint speaks the old back-end's French fields (`title`,
 * `description`, `stats`, `image`) and adds their English as `<field>_en`, which the site reads when a
 * back-end sends it.
 */
export const PROJECTS: ProjectSeed[] = [
  {
    title: { fr: 'Eau potable pour l’Atacora et la Donga', en: 'Safe water for Atacora and Donga' },
    description: {
      fr: 'Forages, bornes-fontaines et mini-adductions solaires construits ou réhabilités avec les communes, puis confiés à des comités de gestion formés.',
      en: 'Boreholes, standpipes and small solar-powered networks built or restored with the communes, then handed over to trained management committees.',
    },
    image: 'projet-eau.jpg',
    link: '/projet/projets-acces-eau',
    stats: { fr: '22 forages sur 40', en: '22 of 40 boreholes' },
  },
  {
    title: { fr: 'Santé de proximité dans le Zou et le Couffo', en: 'Community health in Zou and Couffo' },
    description: {
      fr: 'Relais communautaires formés, prévention du paludisme, santé maternelle et lutte contre la malnutrition au plus près des familles.',
      en: 'Trained community health workers, malaria prevention, maternal health and the fight against malnutrition, close to families.',
    },
    image: 'projet-sante.jpg',
    link: '/projet/projets-sante',
    stats: { fr: '96 relais sur 120', en: '96 of 120 health workers' },
  },
  {
    title: { fr: 'High 5 – Transformer le Bénin', en: 'High 5 – Transforming Benin' },
    description: {
      fr: 'Notre programme intégré 2023-2026 : nos cinq domaines d’action conduits ensemble dans cinq communes pilotes.',
      en: 'Our integrated 2023–2026 programme: our five areas of work carried out together in five pilot communes.',
    },
    image: 'projet-social.jpg',
    link: '/projet/high-5-transformer-benin',
    stats: { fr: 'En cours', en: 'Ongoing' },
  },
]
