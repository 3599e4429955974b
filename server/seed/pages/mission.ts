import type { BilingualValue } from './flatten'

export const MISSION_PAGE: Record<string, BilingualValue> = {
  hero_title: { fr: 'Notre mission', en: 'Our mission' },
  hero_subtitle: {
    fr: 'Agir avec les communautés du Bénin pour un accès durable à l’eau, à la santé et à un cadre de vie digne',
    en: 'Working with Benin’s communities for lasting access to water, health and decent living conditions',
  },
  context_title: { fr: 'Le contexte', en: 'The context' },
  context_content: {
    fr: '<p>Malgré des progrès réels, une part importante de la population rurale béninoise n’a pas encore accès à une eau potable à proximité, et la défécation à l’air libre reste répandue dans plusieurs départements. <strong>Le paludisme et les maladies diarrhéiques</strong> demeurent les premières causes de consultation chez les jeunes enfants.</p><p>La croissance rapide des villes comme Cotonou, Abomey-Calavi ou Parakou crée de nouveaux quartiers où les services de base arrivent après les habitants.</p>',
    en: '<p>Despite real progress, a large share of Benin’s rural population still lacks safe water close to home, and open defecation remains widespread in several departments. <strong>Malaria and diarrhoeal diseases</strong> are still the main reasons young children are taken to a health centre.</p><p>The rapid growth of towns such as Cotonou, Abomey-Calavi and Parakou creates new neighbourhoods where basic services arrive after the residents.</p>',
  },
  vision_title: { fr: 'Notre vision', en: 'Our vision' },
  vision_content: {
    fr: '<p>Des communautés en bonne santé, qui disposent des services essentiels et les gèrent elles-mêmes.</p>',
    en: '<p>Healthy communities that have essential services and run them themselves.</p>',
  },
  vision_items: [
    {
      fr: 'Une eau sûre à moins de 500 mètres de chaque foyer',
      en: 'Safe water within 500 metres of every home',
    },
    {
      fr: 'Des soins de proximité pour les mères et les enfants',
      en: 'Nearby care for mothers and children',
    },
    {
      fr: 'Des villages et des quartiers propres et assainis',
      en: 'Clean villages and neighbourhoods with proper sanitation',
    },
    { fr: 'Des femmes et des jeunes autonomes', en: 'Self-reliant women and young people' },
  ],
  pillars_title: { fr: 'Nos cinq piliers d’action', en: 'Our five pillars of action' },
  // The five pillars are the themes of content/settings.yaml, by the same names (a content test checks it).
  pillars_items: [
    {
      title: { fr: 'Accès à l’eau potable', en: 'Access to drinking water' },
      points: [
        { fr: 'Forages et bornes-fontaines', en: 'Boreholes and standpipes' },
        { fr: 'Comités de gestion formés', en: 'Trained management committees' },
      ],
      icon: 'Droplets',
      gradient: 'from-sky-500 to-blue-700',
    },
    {
      title: { fr: 'Santé et sécurité alimentaire', en: 'Health and food security' },
      points: [
        { fr: 'Relais communautaires', en: 'Community health volunteers' },
        { fr: 'Santé maternelle et infantile', en: 'Mother and child health' },
      ],
      icon: 'HeartPulse',
      gradient: 'from-rose-500 to-red-700',
    },
    {
      title: {
        fr: 'Intégration et amélioration des conditions de vie',
        en: 'Social inclusion and better living conditions',
      },
      points: [
        { fr: 'Épargne et accès aux droits', en: 'Savings and access to rights' },
        { fr: 'Apprentissage des jeunes', en: 'Apprenticeships for young people' },
      ],
      icon: 'Users',
      gradient: 'from-amber-500 to-orange-600',
    },
    {
      title: { fr: 'Moderniser le cadre de vie', en: 'Improving the living environment' },
      points: [
        { fr: 'Latrines, déchets et eaux usées', en: 'Latrines, waste and wastewater' },
        { fr: 'Reboisement et mangroves', en: 'Reforestation and mangroves' },
      ],
      icon: 'Leaf',
      gradient: 'from-emerald-500 to-green-700',
    },
    {
      title: { fr: 'Sensibilisation et éducation', en: 'Awareness and education' },
      points: [
        { fr: 'Clubs d’hygiène dans les écoles', en: 'School hygiene clubs' },
        { fr: 'Lavage des mains', en: 'Handwashing' },
      ],
      icon: 'Home',
      gradient: 'from-cyan-500 to-teal-700',
    },
  ],
  strategy_title: { fr: 'Notre stratégie', en: 'Our strategy' },
  change_axes_title: { fr: 'Axes de changement', en: 'Areas of change' },
  change_axes_items: [
    { icon: 'Users', label: { fr: 'Participation communautaire', en: 'Community participation' } },
    {
      icon: 'BookOpen',
      label: { fr: 'Formation et transfert de compétences', en: 'Training and skills transfer' },
    },
    { icon: 'HeartHandshake', label: { fr: 'Égalité femmes-hommes', en: 'Gender equality' } },
    { icon: 'TrendingUp', label: { fr: 'Durabilité des services', en: 'Lasting services' } },
  ],
  catalysts_title: { fr: 'Catalyseurs', en: 'Catalysts' },
  catalysts_items: [
    { fr: 'Partenariats avec les communes', en: 'Partnerships with communes' },
    { fr: 'Suivi-évaluation rigoureux', en: 'Rigorous monitoring and evaluation' },
    { fr: 'Mobilisation des bénévoles', en: 'Volunteer mobilisation' },
    { fr: 'Innovation technique simple', en: 'Simple technical innovation' },
  ],
  objective_2026_title: { fr: 'Objectif 2026', en: '2026 objective' },
  objective_2026_content: {
    fr: '<p>À l’horizon 2026, notre plan stratégique vise à <strong>changer durablement la vie de 100 000 personnes</strong> dans dix communes du Bénin.</p>',
    en: '<p>By 2026, our strategic plan aims to <strong>bring lasting change to the lives of 100,000 people</strong> in ten communes of Benin.</p>',
  },
  objective_2026_stats: [
    {
      value: '100 000',
      label: { fr: 'personnes', en: 'people' },
      subtitle: { fr: 'touchées par nos programmes', en: 'reached by our programmes' },
    },
    {
      value: '150',
      label: { fr: 'points d’eau', en: 'water points' },
      subtitle: { fr: 'construits ou réhabilités', en: 'built or rehabilitated' },
    },
    {
      value: '50',
      label: { fr: 'villages', en: 'villages' },
      subtitle: { fr: 'certifiés sans défécation à l’air libre', en: 'certified open defecation free' },
    },
    {
      value: '85 %',
      label: { fr: 'de satisfaction', en: 'satisfaction' },
      subtitle: { fr: 'des usagers des services', en: 'among service users' },
    },
  ],
}
