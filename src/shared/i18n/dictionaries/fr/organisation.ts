/** Texts of the organisation's pages: about, mission, history, team. */
export default {
  'about.preface': 'Qui nous sommes',
  'about.vision': 'Notre vision',
  'about.strategy': 'Notre stratégie',
  'about.strategyVision': 'La vision stratégique',
  'about.axisObjective': 'Objectif :',
  'about.axisActions': 'Actions',
  'about.objectives': 'Nos objectifs',
  'about.approaches': 'Nos approches',
  'about.changeAxes': 'Axes de changement',
  'about.catalysts': 'Catalyseurs',
  'about.plans.title': 'Plans stratégiques 2023-2026',
  'about.plans.text':
    'Notre plan 2023-2026 fixe le cap : cinq objectifs prioritaires, sept départements d’intervention et des résultats mesurés chaque année.',
  'about.plans.read': 'Lire les plans stratégiques',
  'about.plans.publications': 'Nos publications',

  'mission.context': 'Le contexte',
  'mission.vision': 'Notre vision',
  'mission.pillars': 'Nos cinq piliers d’action',
  'mission.strategy': 'Notre stratégie',
  'mission.changeAxes': 'Axes de changement',
  'mission.catalysts': 'Catalyseurs',
  'mission.objective': 'Objectif 2026',

  'history.journey': 'Notre parcours',
  'history.stats': 'L’AHB en chiffres',
  'history.vision': 'Notre vision pour demain',
  'history.cta': 'Écrivons la suite ensemble',
  'history.donate': 'Faire un don',
  'history.volunteer': 'Devenir bénévole',

  'team.membersTitle': 'Les visages de l’AHB',
  'team.membersSubtitle':
    'Ingénieurs, soignants, animateurs et gestionnaires, au siège de Cotonou comme sur le terrain.',
  'team.error': "Erreur lors du chargement de l'équipe",
  'team.empty': "Aucun membre d'équipe disponible",
  'team.photoAlt': 'Portrait de {name}',
  'team.linkedin': 'LinkedIn',
  'team.linkedinOf': 'profil de {name}',
  'team.valuesTitle': 'Nos valeurs',
  'team.valuesSubtitle':
    'Trois principes guident chacune de nos décisions, au bureau comme dans les villages.',
  'team.value.integrity.title': 'Intégrité',
  'team.value.integrity.text':
    'Chaque franc reçu est suivi et rendu public dans nos rapports. Nous disons ce que nous faisons, et nous faisons ce que nous disons.',
  'team.value.solidarity.title': 'Solidarité',
  'team.value.solidarity.text':
    'Nous agissons avec les communautés, jamais à leur place : les villages choisissent, gèrent et font vivre les ouvrages.',
  'team.value.excellence.title': 'Excellence',
  'team.value.excellence.text':
    'Des ouvrages contrôlés, des équipes formées et des résultats mesurés : nous visons un travail qui dure.',
  'team.joinTitle': 'Rejoignez-nous',
  'team.joinText':
    'Vous souhaitez mettre vos compétences au service de l’eau potable, de la santé et de la dignité ? Il y a une place pour vous à l’AHB.',
  'team.volunteer': 'Devenir bénévole',
  'team.openPositions': 'Voir les postes ouverts',
}
