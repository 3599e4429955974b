import type fr from '../fr/careers'

export default {
  'careers.volunteering.title': 'Volunteering at AHB',
  'careers.volunteering.lead': 'A few hours a month or a mission of several weeks: every commitment counts.',
  'careers.volunteering.text':
    'Our volunteers support water management committees, run hygiene awareness sessions, help with the logistics of mobile clinics or put their professional skills at the service of the association. We welcome, train and support them throughout their mission.',
  'careers.way.field.title': 'In the field',
  'careers.way.field.text':
    'Take part in building work, screening campaigns and awareness days in the villages, alongside our teams.',
  'careers.way.skills.title': 'With your skills',
  'careers.way.skills.text':
    'Accounting, communication, IT, engineering: give a few hours of your know-how, remotely or in Cotonou.',
  'careers.way.ambassador.title': 'As an ambassador',
  'careers.way.ambassador.text':
    'Tell people around you about our work, organise a fundraiser or represent AHB at events.',

  'careers.reasons.title': 'Four reasons to join us',
  'careers.reason.impact.title': 'A real impact',
  'careers.reason.impact.text':
    'Seeing a pump run for the first time, a child treated in time: the results of your work can be seen in the villages.',
  'careers.reason.learn.title': 'Learning in the field',
  'careers.reason.learn.text':
    'In-house training, guidance from experienced professionals and the chance to discover all of Benin.',
  'careers.reason.team.title': 'A committed team',
  'careers.reason.team.text':
    'Staff, volunteers and local partners work together, in a spirit of mutual help and respect.',
  'careers.reason.values.title': 'Shared values',
  'careers.reason.values.text':
    'Integrity, solidarity and excellence: principles we live by every day, with and for the communities.',

  'careers.apply.title': 'Apply or offer your help',
  'careers.apply.lead': 'Our job and mission openings are announced in our news.',
  'careers.apply.text':
    'Unsolicited applications are always welcome: send us your CV and a few lines about what motivates you, saying whether you are looking for a job, an internship or a volunteer mission. We answer every application.',
  'careers.apply.send': 'Send my application',
  'careers.apply.subject': 'Application',
  'careers.apply.contactTitle': 'Contact us',

  'careers.explore.title': 'Find out more',
  'careers.explore.about': 'Discover AHB',
  'careers.explore.projects': 'Our projects',
  'careers.explore.donate': 'Donate',
  'careers.explore.home': 'Back to home',
  'careers.explore.contact': 'Write to us',
} satisfies Record<keyof typeof fr, string>
