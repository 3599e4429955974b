import type { Bi } from './types'

export interface EventSeed {
  title: Bi
  description: Bi
  location: string
  /** Days from the seeding day: negative in the past, positive to come. */
  inDays: number
  hour: number
  image: string | null
  featured: boolean
  registrationLink: string | null
}

export const EVENTS: EventSeed[] = [
  {
    title: { fr: 'Journée mondiale de l’eau à Cotonou', en: 'World Water Day in Cotonou' },
    description: {
      fr: '<p>Expositions, concours d’enquêtes des écoles et démonstrations de traitement de l’eau à domicile, sur l’esplanade de la mairie.</p>',
      en: '<p>Exhibitions, a school survey competition and demonstrations of household water treatment, on the town hall square.</p>',
    },
    location: 'Cotonou',
    inDays: -200,
    hour: 9,
    image: 'evenement-eau.jpg',
    featured: false,
    registrationLink: null,
  },
  {
    title: { fr: 'Forum des comités de l’eau du Borgou', en: 'Borgou water committees forum' },
    description: {
      fr: '<p>Deux jours d’échanges entre comités de gestion, artisans réparateurs et élus communaux sur la durabilité des points d’eau.</p>',
      en: '<p>Two days of exchanges between management committees, repair technicians and local councillors on keeping water points working.</p>',
    },
    location: 'Parakou',
    inDays: -120,
    hour: 8,
    image: 'evenement-eau.jpg',
    featured: true,
    registrationLink: 'https://forms.ahb-benin.org/forum-comites-eau-borgou',
  },
  {
    title: {
      fr: 'Dépistage gratuit du diabète et de l’hypertension',
      en: 'Free diabetes and blood pressure screening',
    },
    description: {
      fr: '<p>Avec les infirmiers de la zone sanitaire, une journée de dépistage gratuit ouverte à tous les adultes, au marché central.</p>',
      en: '<p>With nurses from the health zone, a free screening day open to all adults, at the central market.</p>',
    },
    location: 'Bohicon',
    inDays: -40,
    hour: 8,
    image: 'evenement-sante.jpg',
    featured: false,
    registrationLink: null,
  },
  {
    title: { fr: 'Grande journée de reboisement de la mangrove', en: 'Mangrove replanting day' },
    description: {
      fr: '<p>Rejoignez les pêcheurs et les pépiniéristes de Ouidah pour planter des palétuviers le long de la lagune. Bottes et gants fournis, transport organisé depuis Cotonou.</p>',
      en: '<p>Join the fishermen and nursery workers of Ouidah to plant mangrove seedlings along the lagoon. Boots and gloves provided, transport organised from Cotonou.</p>',
    },
    location: 'Ouidah',
    inDays: 12,
    hour: 7,
    image: 'evenement-environnement.jpg',
    featured: true,
    registrationLink: 'https://forms.ahb-benin.org/reboisement-mangrove-ouidah',
  },
  {
    title: {
      fr: 'Atelier : gérer un point d’eau communautaire',
      en: 'Workshop: running a community water point',
    },
    description: {
      fr: '<p>Un atelier pratique pour les nouveaux comités de gestion : tarification, tenue de caisse, entretien préventif et relations avec les usagers.</p>',
      en: '<p>A hands-on workshop for new management committees: pricing, bookkeeping, preventive maintenance and relations with users.</p>',
    },
    location: 'Djougou',
    inDays: 25,
    hour: 9,
    image: 'evenement-eau.jpg',
    featured: false,
    registrationLink: null,
  },
  {
    // Not translated yet: English pages show the French, marked as French (docs/behaviour.md#languages).
    title: { fr: 'Course solidaire « Courir pour l’eau »', en: '' },
    description: {
      fr: '<p>Cinq ou dix kilomètres le long de la route des Pêches : chaque inscription finance l’accès à l’eau potable d’une famille pendant un an.</p>',
      en: '',
    },
    location: 'Cotonou',
    inDays: 45,
    hour: 6,
    image: 'evenement-vie.jpg',
    featured: true,
    registrationLink: 'https://forms.ahb-benin.org/courir-pour-leau',
  },
  {
    title: { fr: 'Journée d’accueil des nouveaux bénévoles', en: 'Welcome day for new volunteers' },
    description: {
      fr: '<p>Découvrez nos programmes, rencontrez les équipes de terrain et choisissez votre mission. Ouvert à toute personne de plus de dix-huit ans.</p>',
      en: '<p>Discover our programmes, meet the field teams and choose your assignment. Open to anyone over eighteen.</p>',
    },
    location: 'Abomey-Calavi',
    inDays: 70,
    hour: 10,
    image: 'evenement-vie.jpg',
    featured: false,
    registrationLink: 'https://forms.ahb-benin.org/accueil-benevoles',
  },
  {
    title: {
      fr: 'Semaine de l’hygiène dans les écoles de Porto-Novo',
      en: 'Hygiene week in Porto-Novo schools',
    },
    description: {
      fr: '<p>Une semaine d’animations dans douze écoles : lavage des mains, entretien des latrines et concours de dessins sur la propreté.</p>',
      en: '<p>A week of activities in twelve schools: handwashing, latrine upkeep and a drawing contest on cleanliness.</p>',
    },
    location: 'Porto-Novo',
    inDays: 100,
    hour: 8,
    // The illustration of its theme, awareness and education, like every other event's picture.
    image: 'evenement-hygiene.jpg',
    featured: false,
    registrationLink: null,
  },
]

export const PRESENTATION_VIDEO = {
  title: {
    fr: 'AHB en action : l’eau, la santé et la solidarité au Bénin',
    en: 'AHB in action: water, health and solidarity in Benin',
  },
  // Served by this back-end (server/media/files/); relative, so it follows the back-end wherever it runs.
  videoUrl: '/media/ahb-presentation.mp4',
  thumbnail: 'video-presentation.jpg',
}
