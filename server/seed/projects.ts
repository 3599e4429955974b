export interface ProjectSeed {
  title: string
  description: string
  image: string | null
  link: string
  stats: string
}

/** The projects endpoint speaks French only, with `title` and `image`, as the old back-end did. */
export const PROJECTS: ProjectSeed[] = [
  {
    title: 'Accès à l’eau potable',
    description:
      'Forages, bornes-fontaines et mini-adductions solaires construits ou réhabilités avec les communes, puis confiés à des comités de gestion formés.',
    image: 'projet-eau.jpg',
    link: '/projet/projets-acces-eau',
    stats: '38 forages',
  },
  {
    title: 'Santé communautaire',
    description:
      'Relais communautaires formés, prévention du paludisme, santé maternelle et lutte contre la malnutrition au plus près des familles.',
    image: 'projet-sante.jpg',
    link: '/projet/projets-sante',
    stats: '120 relais formés',
  },
  {
    title: 'High 5 : transformer le Bénin',
    description:
      'Notre programme intégré 2023-2026 : eau, santé, développement social, environnement et assainissement, conduits ensemble dans les mêmes communes.',
    image: 'projet-social.jpg',
    link: '/projet/high-5-transformer-benin',
    stats: 'En cours',
  },
]
