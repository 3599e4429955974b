import type { Bi } from './types'

export interface OddSeed {
  active: boolean
  order: number
  /** Days before the seeding day. Two active sections share the top order: the newer one is shown. */
  createdDaysAgo: number
  title: Bi
  leftImage: { fr: string | null; en: string | null }
  leftDescription: Bi
  rightImage: { fr: string | null; en: string | null }
  rightDescription: Bi
}

export const ODD_SECTIONS: OddSeed[] = [
  {
    active: true,
    order: 2,
    createdDaysAgo: 300,
    title: { fr: 'ODD 6 : eau propre et assainissement', en: 'SDG 6: clean water and sanitation' },
    leftImage: { fr: 'odd-eau-gauche.jpg', en: 'odd-eau-gauche.jpg' },
    leftDescription: {
      fr: '<p>Garantir l’accès de tous à l’eau potable : chaque forage construit par l’AHB est analysé, géré par un comité élu et entretenu par des artisans formés.</p>',
      en: '<p>Ensuring access to safe water for all: every borehole AHB builds is tested, run by an elected committee and maintained by trained technicians.</p>',
    },
    rightImage: { fr: 'odd-eau-droite.jpg', en: 'odd-eau-droite.jpg' },
    rightDescription: {
      fr: '<p>Mettre fin à la défécation à l’air libre et généraliser le lavage des mains, à la maison, à l’école et au marché.</p>',
      en: '<p>Ending open defecation and making handwashing a habit at home, at school and at the market.</p>',
    },
  },
  {
    active: true,
    order: 2,
    createdDaysAgo: 60,
    title: { fr: 'ODD 3 : bonne santé et bien-être', en: 'SDG 3: good health and well-being' },
    leftImage: { fr: 'odd-sante-gauche.jpg', en: null },
    leftDescription: {
      fr: '<p>Réduire la mortalité maternelle et infantile grâce aux relais communautaires, aux consultations prénatales et à des maternités équipées.</p>',
      en: '<p>Reducing maternal and child deaths through community health volunteers, antenatal visits and well-equipped maternity units.</p>',
    },
    rightImage: { fr: 'odd-sante-droite.jpg', en: 'odd-sante-droite.jpg' },
    rightDescription: {
      fr: '<p>Faire reculer le paludisme et la malnutrition par la prévention, le dépistage précoce et l’éducation nutritionnelle des familles.</p>',
      en: '<p>Pushing back malaria and malnutrition through prevention, early screening and nutrition education for families.</p>',
    },
  },
  {
    active: false,
    order: 5,
    createdDaysAgo: 10,
    title: {
      fr: 'ODD 13 : mesures relatives à la lutte contre les changements climatiques',
      en: 'SDG 13: climate action',
    },
    leftImage: { fr: 'odd-climat-gauche.jpg', en: 'odd-climat-gauche.jpg' },
    leftDescription: {
      fr: '<p>Restaurer les mangroves et les sols pour mieux résister aux inondations et à l’érosion.</p>',
      en: '<p>Restoring mangroves and soils to better withstand floods and erosion.</p>',
    },
    rightImage: { fr: 'odd-climat-droite.jpg', en: 'odd-climat-droite.jpg' },
    rightDescription: {
      fr: '<p>Préparer les villages aux aléas climatiques : réserves d’eau, cultures adaptées et plans d’urgence communautaires.</p>',
      en: '<p>Preparing villages for climate hazards: water reserves, suitable crops and community emergency plans.</p>',
    },
  },
]
