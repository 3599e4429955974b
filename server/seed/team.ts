import type { Bi } from './types'

export interface TeamSeed {
  name: string
  position: Bi
  bio: Bi
  imageUrl: string | null
  image: string | null
  linkedin: string | null
  email: string | null
}

export const TEAM: TeamSeed[] = [
  {
    name: 'Mathieu Agossou',
    position: { fr: 'Président du conseil d’administration', en: 'Chair of the board' },
    bio: {
      fr: '<p>Ingénieur hydraulicien, Mathieu Agossou a participé à la fondation de l’AHB. Il a conduit pendant vingt ans des chantiers d’adduction d’eau dans le nord du Bénin avant de se consacrer à l’association.</p>',
      en: '<p>A water engineer, Mathieu Agossou helped found AHB. He led water supply projects in northern Benin for twenty years before devoting himself to the association.</p>',
    },
    imageUrl: null,
    image: 'equipe-1.jpg',
    linkedin: 'https://www.linkedin.com/in/ahb-mathieu-agossou',
    email: null,
  },
  {
    name: 'Félicité Houngbédji',
    position: { fr: 'Directrice exécutive', en: 'Executive director' },
    bio: {
      fr: '<p>Économiste de formation, Félicité Houngbédji dirige les équipes de l’AHB depuis six ans. Elle a auparavant coordonné des programmes de microfinance pour les femmes dans le Zou et les Collines.</p>',
      en: '<p>An economist by training, Félicité Houngbédji has led AHB’s teams for six years. She previously coordinated microfinance programmes for women in the Zou and Collines departments.</p>',
    },
    imageUrl: null,
    image: 'equipe-2.jpg',
    linkedin: 'https://www.linkedin.com/in/ahb-felicite-houngbedji',
    email: 'direction@ahb-benin.org',
  },
  {
    name: 'Serge Kpadonou',
    position: {
      fr: 'Responsable eau, hygiène et assainissement',
      en: 'Water, sanitation and hygiene manager',
    },
    bio: {
      fr: '<p>Serge Kpadonou supervise les forages, les bornes-fontaines et les programmes d’assainissement. Il forme chaque année une centaine de membres de comités de gestion.</p>',
      en: '<p>Serge Kpadonou oversees boreholes, standpipes and sanitation programmes. Every year he trains around a hundred management committee members.</p>',
    },
    imageUrl: 'equipe-3.jpg',
    image: null,
    linkedin: null,
    email: 'eau@ahb-benin.org',
  },
  {
    name: 'Nadège Tossou',
    position: { fr: 'Coordinatrice santé communautaire', en: 'Community health coordinator' },
    bio: {
      fr: '<p>Sage-femme pendant dix ans à Bohicon, Nadège Tossou coordonne les relais communautaires et les actions de santé maternelle, de lutte contre le paludisme et contre la malnutrition.</p>',
      en: '<p>A midwife in Bohicon for ten years, Nadège Tossou coordinates community health volunteers and the maternal health, malaria and malnutrition programmes.</p>',
    },
    imageUrl: null,
    image: 'equipe-4.jpg',
    linkedin: null,
    email: null,
  },
  {
    name: 'Ismaël Bio Sika',
    position: { fr: 'Chargé de suivi-évaluation', en: 'Monitoring and evaluation officer' },
    bio: {
      fr: '<p>Statisticien originaire de Parakou, Ismaël Bio Sika conçoit les enquêtes de terrain et mesure les résultats de nos programmes pour en rendre compte aux communautés et aux donateurs.</p>',
      // Not translated yet: the English team page shows the French, marked as French.
      en: '',
    },
    imageUrl: null,
    image: null,
    linkedin: 'https://www.linkedin.com/in/ahb-ismael-bio-sika',
    email: null,
  },
  {
    name: 'Rachida Alassane',
    position: { fr: 'Responsable administrative et financière', en: 'Finance and administration manager' },
    bio: {
      fr: '<p>Rachida Alassane veille à la bonne gestion des fonds confiés à AHB, à la préparation des audits annuels et à l’accompagnement des groupements de femmes dans leur gestion.</p>',
      en: '<p>Rachida Alassane ensures sound management of the funds entrusted to AHB, prepares the annual audits and supports women’s groups with their bookkeeping.</p>',
    },
    imageUrl: null,
    image: 'equipe-5.jpg',
    linkedin: null,
    email: 'finances@ahb-benin.org',
  },
]
