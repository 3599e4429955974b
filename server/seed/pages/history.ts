import type { BilingualValue } from './flatten'

export const HISTORY_PAGE: Record<string, BilingualValue> = {
  hero_title: { fr: 'Notre histoire', en: 'Our history' },
  hero_subtitle: {
    fr: 'De quelques forages dans la Donga à un engagement dans dix communes du Bénin',
    en: 'From a few boreholes in the Donga to work in ten communes of Benin',
  },
  parcours_title: { fr: 'Notre parcours', en: 'Our journey' },
  parcours_content: {
    fr: '<p>Tout commence en 2009, lorsqu’un groupe d’ingénieurs et de soignants béninois décide de réhabiliter les forages en panne de leurs villages d’origine, dans la Donga. L’association <strong>AHB</strong> est officiellement déclarée l’année suivante, en 2010.</p><p>Au fil des années, les habitants nous ont appris qu’un forage ne suffit pas : il faut des latrines, de l’éducation à l’hygiène, des soins de proximité et des revenus pour entretenir les ouvrages. L’AHB a donc élargi son action à la santé, au développement social, à l’environnement et à l’assainissement.</p><ul><li>2010 : déclaration officielle de l’association</li><li>2015 : premier programme de santé communautaire à Bohicon</li><li>2019 : ouverture d’une antenne à Parakou</li><li>2023 : lancement du plan stratégique High 5</li></ul>',
    en: '<p>It all began in 2009, when a group of Beninese engineers and health workers decided to repair the broken boreholes of their home villages in the Donga. The association <strong>AHB</strong> was officially registered the following year, in 2010.</p><p>Over the years, residents taught us that a borehole is not enough: latrines, hygiene education, nearby health care and income to maintain the facilities are needed too. AHB therefore broadened its work to health, social development, the environment and sanitation.</p><ul><li>2010: official registration of the association</li><li>2015: first community health programme in Bohicon</li><li>2019: opening of an office in Parakou</li><li>2023: launch of the High 5 strategic plan</li></ul>',
  },
  stats_title: { fr: 'AHB en chiffres', en: 'AHB in figures' },
  stats_subtitle: {
    fr: 'Quinze ans d’action au service des communautés',
    en: 'Fifteen years of work for communities',
  },
  stats_items: [
    {
      icon: 'Droplets',
      value: '86',
      label: { fr: 'forages équipés', en: 'boreholes fitted' },
      description: { fr: 'de pompes depuis 2010', en: 'with pumps since 2010' },
      gradient: 'from-sky-500 to-blue-700',
    },
    {
      icon: 'Users',
      value: '85 000',
      label: { fr: 'bénéficiaires', en: 'beneficiaries' },
      description: { fr: 'touchés par nos programmes', en: 'reached by our programmes' },
      gradient: 'from-amber-500 to-orange-600',
    },
    {
      icon: 'HeartPulse',
      value: '350',
      label: { fr: 'relais formés', en: 'health workers trained' },
      description: { fr: 'en santé communautaire', en: 'in community health' },
      gradient: 'from-rose-500 to-red-700',
    },
    {
      icon: 'Award',
      value: '10',
      label: { fr: 'communes', en: 'communes' },
      description: { fr: 'dans sept départements', en: 'in seven departments' },
      gradient: 'from-emerald-500 to-green-700',
    },
  ],
  vision_title: { fr: 'Notre vision pour demain', en: 'Our vision for tomorrow' },
  vision_content: {
    fr: '<p>Les quinze prochaines années seront marquées par le changement climatique et la croissance des villes. Nous voulons y préparer les communautés, avec elles.</p>',
    en: '<p>The next fifteen years will be shaped by climate change and the growth of towns. We want to prepare communities for them, together with them.</p>',
  },
  vision_goals: [
    {
      icon: 'Zap',
      title: { fr: 'Des services résilients', en: 'Resilient services' },
      description: {
        fr: 'Des ouvrages d’eau solaires et des réserves pour faire face aux sécheresses.',
        en: 'Solar water systems and reserves to cope with droughts.',
      },
    },
    {
      icon: 'Leaf',
      title: { fr: 'Des territoires préservés', en: 'Protected land' },
      description: {
        fr: 'Des mangroves, des sols et des forêts restaurés avec les habitants.',
        en: 'Mangroves, soils and forests restored with residents.',
      },
    },
    {
      icon: 'Trophy',
      title: { fr: 'Une jeunesse qualifiée', en: 'Skilled young people' },
      description: {
        fr: 'Des jeunes formés aux métiers de l’eau, de l’énergie et de l’assainissement.',
        en: 'Young people trained in water, energy and sanitation trades.',
      },
    },
  ],
  cta_title: { fr: 'Écrivons la suite ensemble', en: 'Let’s write the next chapter together' },
  cta_content: {
    fr: '<p>Donateur, bénévole ou partenaire : chacun peut contribuer à la prochaine étape de notre histoire.</p>',
    en: '<p>Donor, volunteer or partner: everyone can contribute to the next chapter of our story.</p>',
  },
  cta_donate_button: { fr: 'Faire un don', en: 'Donate' },
  cta_volunteer_button: { fr: 'Devenir bénévole', en: 'Become a volunteer' },
}
