import type { BilingualValue } from './flatten'

export const ABOUT_PAGE: Record<string, BilingualValue> = {
  // The page's h1 says "À propos": the hero says what the association is, the first section who it is.
  hero_title: {
    fr: 'Une association béninoise au service des communautés',
    en: 'A Beninese association serving communities',
  },
  hero_subtitle: {
    fr: 'Agir avec les communautés pour l’eau, la santé et la dignité',
    en: 'Working with communities for water, health and dignity',
  },
  preface_title: { fr: 'Qui nous sommes', en: 'Who we are' },
  preface_content: {
    fr: '<p>Née de l’initiative d’ingénieurs, de soignants et d’enseignants béninois, <strong>AHB</strong> agit depuis plus de quinze ans pour que l’accès à l’eau potable, aux soins et à un cadre de vie sain ne dépende plus du lieu où l’on naît.</p><p>Nous croyons que les solutions durables naissent dans les villages et les quartiers eux-mêmes : notre rôle est d’apporter des moyens, des compétences et de la méthode, puis de nous effacer.</p>',
    en: '<p>Founded by Beninese engineers, health workers and teachers, <strong>AHB</strong> has been working for more than fifteen years so that access to safe water, health care and a healthy living environment no longer depends on where one is born.</p><p>We believe that lasting solutions are born in the villages and neighbourhoods themselves: our role is to bring resources, skills and method, and then to step back.</p>',
  },
  vision_title: { fr: 'Notre vision', en: 'Our vision' },
  vision_content: {
    fr: '<p>Un Bénin où chaque famille dispose d’une eau sûre à moins de cinq cents mètres, d’un centre de santé accessible, d’un assainissement digne et d’un environnement préservé, et où les communautés pilotent leur propre développement.</p>',
    en: '<p>A Benin where every family has safe water within five hundred metres, an accessible health centre, decent sanitation and a protected environment, and where communities steer their own development.</p>',
  },
  strategy_title: { fr: 'Notre stratégie', en: 'Our strategy' },
  strategy_subtitle: {
    fr: 'Plan stratégique 2023-2026 : cinq axes pour un impact mesurable',
    en: '2023-2026 strategic plan: five areas for measurable impact',
  },
  strategy_vision_title: { fr: 'Une vision, cinq axes', en: 'One vision, five areas' },
  strategy_vision_content: {
    fr: '<p>Nos cinq axes sont conduits <strong>ensemble, dans les mêmes communes</strong> : un forage sans latrines ni éducation à l’hygiène ne suffit pas à faire reculer les maladies.</p>',
    en: '<p>Our five areas are carried out <strong>together, in the same communes</strong>: a borehole without latrines or hygiene education is not enough to push back disease.</p>',
  },
  // The five axes are the themes of content/settings.yaml, by the same names (a content test checks it).
  strategy_axes: [
    {
      title: { fr: 'Accès à l’eau potable', en: 'Access to drinking water' },
      objectif: {
        fr: 'Changer durablement la vie de 100 000 personnes d’ici 2026, à commencer par l’eau potable.',
        en: 'Bring lasting change to the lives of 100,000 people by 2026, starting with safe water.',
      },
      actions: [
        { fr: 'Construire et réhabiliter des forages', en: 'Build and rehabilitate boreholes' },
        { fr: 'Former les comités de gestion', en: 'Train management committees' },
        { fr: 'Contrôler la qualité de l’eau', en: 'Monitor water quality' },
      ],
      gradient: 'from-sky-500 to-blue-700',
    },
    {
      title: { fr: 'Santé et sécurité alimentaire', en: 'Health and food security' },
      objectif: {
        fr: 'Porter à 500 le nombre de relais communautaires formés d’ici 2026 et équiper 20 centres de santé.',
        en: 'Bring the number of trained community health workers to 500 by 2026 and equip 20 health centres.',
      },
      actions: [
        { fr: 'Prévenir le paludisme', en: 'Prevent malaria' },
        { fr: 'Suivre les grossesses et les nouveau-nés', en: 'Follow pregnancies and newborns' },
        { fr: 'Dépister la malnutrition', en: 'Screen for malnutrition' },
      ],
      gradient: 'from-rose-500 to-red-700',
    },
    {
      title: {
        fr: 'Intégration et amélioration des conditions de vie',
        en: 'Social inclusion and better living conditions',
      },
      objectif: {
        fr: 'Accompagner 5 000 femmes et jeunes vers l’autonomie économique.',
        en: 'Help 5,000 women and young people towards economic independence.',
      },
      actions: [
        { fr: 'Soutenir les groupes d’épargne', en: 'Support savings groups' },
        { fr: 'Placer des jeunes en apprentissage', en: 'Place young people in apprenticeships' },
        { fr: 'Faciliter l’accès aux actes de naissance', en: 'Help people obtain birth certificates' },
      ],
      gradient: 'from-amber-500 to-orange-600',
    },
    {
      title: { fr: 'Moderniser le cadre de vie', en: 'Improving the living environment' },
      objectif: {
        fr: 'Certifier 50 villages sans défécation à l’air libre et restaurer 100 hectares de mangroves.',
        en: 'Certify 50 villages free of open defecation and restore 100 hectares of mangroves.',
      },
      actions: [
        { fr: 'Construire des latrines familiales', en: 'Build household latrines' },
        { fr: 'Organiser la collecte des déchets', en: 'Organise waste collection' },
        { fr: 'Reboiser avec les communautés', en: 'Replant with communities' },
      ],
      gradient: 'from-emerald-500 to-green-700',
    },
    {
      title: { fr: 'Sensibilisation et éducation', en: 'Awareness and education' },
      objectif: {
        fr: 'Ouvrir un club d’hygiène dans 100 écoles primaires.',
        en: 'Open a hygiene club in 100 primary schools.',
      },
      actions: [
        { fr: 'Animer les clubs d’hygiène des écoles', en: 'Run school hygiene clubs' },
        { fr: 'Installer des lave-mains dans les marchés', en: 'Install handwashing stations in markets' },
        { fr: 'Former les formateurs', en: 'Train the trainers' },
      ],
      gradient: 'from-cyan-500 to-teal-700',
    },
  ],
  objectives_title: { fr: 'Nos objectifs : les High 5', en: 'Our objectives: the High 5' },
  objectives_subtitle: {
    fr: 'Cinq engagements pour transformer durablement la vie des communautés béninoises',
    en: 'Five commitments to bring lasting change to the lives of Beninese communities',
  },
  objectives_items: [
    {
      title: { fr: 'De l’eau potable pour tous', en: 'Safe water for all' },
      points: [
        { fr: 'Un point d’eau à moins de 500 mètres', en: 'A water point within 500 metres' },
        { fr: 'Des ouvrages gérés localement', en: 'Locally managed facilities' },
      ],
      icon: 'Droplets',
      gradient: 'from-sky-500 to-blue-700',
    },
    {
      title: { fr: 'Des soins de proximité', en: 'Health care close to home' },
      points: [
        { fr: 'Des relais formés dans chaque village', en: 'Trained volunteers in every village' },
        { fr: 'Moins de paludisme et de malnutrition', en: 'Less malaria and malnutrition' },
      ],
      icon: 'HeartPulse',
      gradient: 'from-rose-500 to-red-700',
    },
    {
      title: { fr: 'Former et inclure', en: 'Education and inclusion' },
      points: [
        { fr: 'Les femmes et les jeunes au centre', en: 'Women and young people at the centre' },
        { fr: 'Chaque enfant à l’école', en: 'Every child in school' },
      ],
      icon: 'Users',
      gradient: 'from-amber-500 to-orange-600',
    },
    {
      title: { fr: 'Nourrir durablement', en: 'Feeding families sustainably' },
      points: [
        { fr: 'Des jardins nutritifs', en: 'Nutrition gardens' },
        { fr: 'Des récoltes mieux stockées', en: 'Harvests stored better' },
      ],
      icon: 'Leaf',
      gradient: 'from-emerald-500 to-green-700',
    },
    {
      title: { fr: 'Un cadre de vie sain', en: 'A healthy living environment' },
      points: [
        { fr: 'Des latrines pour chaque famille', en: 'Latrines for every family' },
        { fr: 'Le lavage des mains partout', en: 'Handwashing everywhere' },
      ],
      icon: 'Home',
      gradient: 'from-cyan-500 to-teal-700',
    },
  ],
  approaches_title: { fr: 'Nos approches', en: 'Our approaches' },
  change_axes_title: { fr: 'Axes de changement', en: 'Areas of change' },
  change_axes_items: [
    { fr: 'La participation des communautés à chaque étape', en: 'Community participation at every stage' },
    { fr: 'Le renforcement des acteurs locaux', en: 'Strengthening local actors' },
    { fr: 'L’égalité entre les femmes et les hommes', en: 'Equality between women and men' },
    { fr: 'La durabilité des ouvrages et des services', en: 'Lasting facilities and services' },
  ],
  catalysts_title: { fr: 'Catalyseurs', en: 'Catalysts' },
  catalysts_items: [
    {
      fr: 'Des partenariats avec les communes et les services de l’État',
      en: 'Partnerships with communes and state services',
    },
    { fr: 'Des données fiables pour décider', en: 'Reliable data to guide decisions' },
    {
      fr: 'L’engagement des bénévoles et de la diaspora',
      en: 'The commitment of volunteers and the diaspora',
    },
    {
      fr: 'Des solutions techniques simples et réparables',
      en: 'Simple technical solutions that can be repaired',
    },
  ],
}
