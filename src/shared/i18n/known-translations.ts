/**
 * A built-in French-to-English dictionary (docs/behaviour.md#languages) of titles and short texts the
 * organisation uses again and again (its sectors, sections, recurring events, project statuses and counts).
 * When a record's English is missing, the English pages show the entry's English instead of the French (the
 * rule otherwise falls back to French). The pipeline applies it before a snapshot is written; the browser
 * applies it to what it fetches live, in the chunk that parses API answers (loaded on the first fetch only,
 * never before).
 */

import { formatNumber } from '../lib/numbers'
import type { Localized } from '../schemas/localized'

const KNOWN_ENGLISH: Record<string, string> = {
  // Sectors and news categories
  'Eau potable': 'Drinking water',
  'Accès à l’eau potable': 'Access to safe water',
  'Santé communautaire': 'Community health',
  'Développement social': 'Social development',
  Environnement: 'Environment',
  'Environnement et cadre de vie': 'Environment and living conditions',
  Assainissement: 'Sanitation',
  'Assainissement et hygiène': 'Sanitation and hygiene',
  Hygiène: 'Hygiene',
  'Vie associative': 'Life of the association',
  'Vie de l’association': 'Life of the association',
  // Sections and recurring headings
  'Notre vision': 'Our vision',
  'Notre mission': 'Our mission',
  'Nos objectifs': 'Our objectives',
  'Nos valeurs': 'Our values',
  'Nos partenaires': 'Our partners',
  'Nos projets': 'Our projects',
  'Notre équipe': 'Our team',
  'Notre histoire': 'Our history',
  'Le mot du président': 'A word from the president',
  'Carnet de terrain': 'Field notebook',
  'Plans stratégiques 2023-2026': '2023-2026 strategic plans',
  'Plan stratégique 2023-2026': '2023-2026 strategic plan',
  'Rapport annuel': 'Annual report',
  'Rapport d’activités': 'Activity report',
  'Assemblée générale': 'General assembly',
  'Appel à bénévoles': 'Call for volunteers',
  'Appel aux dons': 'Call for donations',
  Bénévolat: 'Volunteering',
  Sensibilisation: 'Awareness campaign',
  'Campagne de sensibilisation': 'Awareness campaign',
  Formation: 'Training',
  'Atelier de formation': 'Training workshop',
  'Journée portes ouvertes': 'Open day',
  'Journée mondiale de l’eau': 'World Water Day',
  'Journée mondiale de la santé': 'World Health Day',
  'Journée mondiale de l’environnement': 'World Environment Day',
  'Journée mondiale du lavage des mains': 'Global Handwashing Day',
  'Journée mondiale des toilettes': 'World Toilet Day',
  // Sustainable Development Goals the organisation works towards
  'ODD 3 : bonne santé et bien-être': 'SDG 3: good health and well-being',
  'ODD 4 : éducation de qualité': 'SDG 4: quality education',
  'ODD 5 : égalité entre les sexes': 'SDG 5: gender equality',
  'ODD 6 : eau propre et assainissement': 'SDG 6: clean water and sanitation',
  'ODD 13 : mesures relatives à la lutte contre les changements climatiques': 'SDG 13: climate action',
  // Programmes and project statuses
  'High 5 : transformer le Bénin': 'High 5: transforming Benin',
  'En cours': 'Ongoing',
  Terminé: 'Completed',
  'À venir': 'Upcoming',
  'En préparation': 'In preparation',
}

/**
 * Counts of what projects deliver ("38 forages"): the number is kept, the words translated. Singular and
 * plural forms, because editors write "1 forage" too.
 */
const COUNTED: Record<string, string> = {
  forage: 'borehole',
  forages: 'boreholes',
  'borne-fontaine': 'standpipe',
  'bornes-fontaines': 'standpipes',
  latrine: 'latrine',
  latrines: 'latrines',
  'relais formé': 'trained health worker',
  'relais formés': 'trained health workers',
  'relais communautaires formés': 'trained community health workers',
  bénéficiaire: 'beneficiary',
  bénéficiaires: 'beneficiaries',
  commune: 'commune',
  communes: 'communes',
  village: 'village',
  villages: 'villages',
  école: 'school',
  écoles: 'schools',
  'arbre planté': 'tree planted',
  'arbres plantés': 'trees planted',
  'comité formé': 'committee trained',
  'comités formés': 'committees trained',
}

/** Case, apostrophes, non-breaking and repeated spaces do not matter: editors type them in many ways. */
function normalize(value: string): string {
  return value
    .normalize('NFC')
    .replace(/['‘’]/g, '’')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/ ?: ?/g, ' : ')
    .trim()
    .toLowerCase()
}

const TABLE = new Map(Object.entries(KNOWN_ENGLISH).map(([fr, en]) => [normalize(fr), en]))

const COUNTED_TABLE = new Map(Object.entries(COUNTED).map(([fr, en]) => [normalize(fr), en]))

/** A number as French writes it (85 000, 1 200,5) followed by words: "38 forages". */
const COUNT = /^(\d{1,3}(?:[\s\u00a0\u202f.]\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s+(.+)$/u

/** The English of a known French title, short text or count ("38 forages" → "38 boreholes"), or undefined. */
export function knownEnglish(french: string): string | undefined {
  const known = TABLE.get(normalize(french))
  if (known) return known
  const count = COUNT.exec(french.trim())
  const words = count ? COUNTED_TABLE.get(normalize(count[2]!)) : undefined
  if (!count || !words) return undefined
  // The French digits read as a number, then written as English writes numbers (85,000; 1,200.5).
  const value = Number(count[1]!.replace(/[\s\u00a0\u202f.]/gu, '').replace(',', '.'))
  return `${formatNumber(value, 'en')} ${words}`
}

/**
 * Fills, in place, the English of a `{ fr, en }` text when it is missing or blank and its French is known.
 * Returns whether it filled it.
 */
export function fillKnownEnglish(text: Localized): boolean {
  if (typeof text.en === 'string' && text.en.trim()) return false
  const english = knownEnglish(text.fr)
  if (!english) return false
  text.en = english
  return true
}
