import type { Bi } from './types'

export interface SlideSeed {
  slug: string
  order: number
  title: Bi
  description: Bi
  /** Exposed as `image_url` or, for records uploaded through the admin, as `image`. */
  imageUrl: string | null
  image: string | null
}

/** Orders follow the Actions menu: 0 life, 1 water, 2 health, 3 social, 4 environment. */
export const SLIDES: SlideSeed[] = [
  {
    slug: 'ameliorer-le-cadre-de-vie',
    order: 0,
    imageUrl: 'slide-vie.jpg',
    image: null,
    title: {
      fr: 'Améliorer le cadre de vie des communautés',
      en: 'Improving living conditions in communities',
    },
    description: {
      fr: '<p>Un logement sain, des rues propres, des latrines dignes et des marchés où l’on peut se laver les mains : <strong>le cadre de vie conditionne la santé et la dignité</strong> de chacun. L’AHB accompagne les quartiers et les villages du Bénin pour transformer durablement leur environnement quotidien.</p><ul><li>Latrines familiales et scolaires</li><li>Gestion des déchets et des eaux usées</li><li>Aménagements décidés avec les habitants</li></ul>',
      en: '<p>Healthy housing, clean streets, decent latrines and markets where people can wash their hands: <strong>living conditions shape everyone’s health and dignity</strong>. AHB works with neighbourhoods and villages across Benin to bring lasting change to their daily surroundings.</p><ul><li>Family and school latrines</li><li>Waste and wastewater management</li><li>Improvements decided with residents</li></ul>',
    },
  },
  {
    slug: 'acces-a-leau-potable',
    order: 1,
    imageUrl: 'slide-eau.jpg',
    image: null,
    title: { fr: 'L’eau potable, source de vie', en: 'Safe water, the source of life' },
    description: {
      fr: '<p>Au Bénin, des centaines de milliers de personnes boivent encore une eau de puits, de marigot ou de rivière non traitée. <strong>Forages, bornes-fontaines, mini-adductions solaires</strong> : l’AHB construit et réhabilite des ouvrages, puis forme des comités pour qu’ils durent.</p><p>Chaque point d’eau rapproché, c’est du temps rendu aux femmes et des enfants qui vont à l’école.</p>',
      en: '<p>In Benin, hundreds of thousands of people still drink untreated water from wells, ponds or rivers. <strong>Boreholes, public standpipes, small solar water systems</strong>: AHB builds and restores facilities, then trains committees so that they last.</p><p>Every water point brought closer gives time back to women and sends children to school.</p>',
    },
  },
  {
    slug: 'sante-communautaire',
    order: 2,
    imageUrl: 'slide-sante.jpg',
    image: null,
    title: { fr: 'La santé au cœur des communautés', en: 'Health at the heart of communities' },
    description: {
      fr: '<p>Prévenir vaut mieux que guérir. Avec les relais communautaires et les centres de santé, l’AHB mène des actions de <strong>prévention du paludisme, de santé maternelle et infantile et de lutte contre la malnutrition</strong>, au plus près des familles.</p><ul><li>Formation de relais communautaires</li><li>Dépistages et campagnes de vaccination</li><li>Équipement des maternités rurales</li></ul>',
      en: '<p>Prevention is better than cure. With community health volunteers and health centres, AHB runs <strong>malaria prevention, mother and child health and anti-malnutrition activities</strong>, as close to families as possible.</p><ul><li>Training community health volunteers</li><li>Screening and vaccination campaigns</li><li>Equipment for rural maternity units</li></ul>',
    },
  },
  {
    slug: 'developpement-social',
    order: 3,
    imageUrl: 'slide-social.jpg',
    image: null,
    title: {
      fr: 'Ensemble pour un développement social inclusif',
      en: 'Together for inclusive social development',
    },
    description: {
      fr: '<p>Alphabétisation des femmes, soutien scolaire, groupes d’épargne, apprentissage des jeunes : <strong>le développement social donne à chacun les moyens de choisir son avenir</strong>. L’AHB privilégie les personnes les plus vulnérables et les démarches qui deviennent autonomes.</p>',
      en: '<p>Literacy for women, school support, savings groups, apprenticeships for young people: <strong>social development gives everyone the means to choose their future</strong>. AHB puts the most vulnerable people first and favours approaches that become self-sustaining.</p>',
    },
  },
  {
    slug: 'proteger-lenvironnement',
    order: 4,
    imageUrl: null,
    image: 'slide-environnement.jpg',
    title: {
      fr: 'Protéger l’environnement pour les générations futures',
      en: 'Protecting the environment for future generations',
    },
    description: {
      fr: '<p>Mangroves replantées à Ouidah, foyers améliorés, agroforesterie dans l’Atacora, collecte des déchets à Cotonou : <strong>protéger l’environnement, c’est protéger l’eau, les sols et la santé</strong>. Nos actions associent toujours préservation des ressources et revenus pour les familles.</p>',
      en: '<p>Mangroves replanted in Ouidah, improved cookstoves, agroforestry in the Atacora, waste collection in Cotonou: <strong>protecting the environment means protecting water, soils and health</strong>. Our work always combines preserving resources with income for families.</p>',
    },
  },
]
