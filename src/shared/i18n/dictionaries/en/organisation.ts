import type fr from '../fr/organisation'

export default {
  'about.preface': 'Who we are',
  'about.vision': 'Our vision',
  'about.strategy': 'Our strategy',
  'about.strategyVision': 'The strategic vision',
  'about.axisObjective': 'Objective:',
  'about.axisActions': 'Actions',
  'about.objectives': 'Our objectives',
  'about.approaches': 'Our approaches',
  'about.changeAxes': 'Areas of change',
  'about.catalysts': 'Catalysts',
  'about.plans.title': 'Strategic plans 2023-2026',
  'about.plans.text':
    'Our 2023-2026 plan sets the course: five priority objectives, seven departments where we work and results measured every year.',
  'about.plans.read': 'Read the strategic plans',
  'about.plans.publications': 'Our publications',

  'mission.context': 'The context',
  'mission.vision': 'Our vision',
  'mission.pillars': 'Our five pillars of action',
  'mission.strategy': 'Our strategy',
  'mission.changeAxes': 'Areas of change',
  'mission.catalysts': 'Catalysts',
  'mission.objective': '2026 objective',

  'history.journey': 'Our journey',
  'history.stats': 'AHB in figures',
  'history.vision': 'Our vision for tomorrow',
  'history.cta': 'Let us write what comes next together',
  'history.donate': 'Donate',
  'history.volunteer': 'Volunteer',

  'team.membersTitle': 'The people of AHB',
  'team.membersSubtitle':
    'Engineers, health workers, facilitators and managers, at our Cotonou office and in the field.',
  'team.error': 'The team could not be loaded',
  'team.empty': 'No team members available',
  'team.photoAlt': 'Portrait of {name}',
  'team.linkedin': 'LinkedIn',
  'team.linkedinOf': 'profile of {name}',
  'team.valuesTitle': 'Our values',
  'team.valuesSubtitle': 'Three principles guide every decision we make, in the office and in the villages.',
  'team.value.integrity.title': 'Integrity',
  'team.value.integrity.text':
    'Every franc we receive is tracked and reported publicly. We say what we do, and we do what we say.',
  'team.value.solidarity.title': 'Solidarity',
  'team.value.solidarity.text':
    'We work with communities, never in their place: villages choose, run and look after the facilities.',
  'team.value.excellence.title': 'Excellence',
  'team.value.excellence.text':
    'Tested facilities, trained teams and measured results: we aim for work that lasts.',
  'team.joinTitle': 'Join us',
  'team.joinText':
    'Would you like to put your skills to work for clean water, health and dignity? There is a place for you at AHB.',
  'team.volunteer': 'Volunteer',
  'team.openPositions': 'See open positions',
} satisfies Record<keyof typeof fr, string>
