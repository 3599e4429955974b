/**
 * SPEC §9: a built-in French-to-English dictionary of titles and short descriptions the organisation uses
 * again and again (its sectors, sections, recurring events). When a record's English field is missing, the
 * pipeline fills it from here before the snapshot is written, so English pages show English where it is known
 * and French otherwise (SPEC §1). Build time only: the browser bundle never carries the table; a record
 * fetched live by the browser keeps the plain French fallback.
 */

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

/** The English of a known French title or description, or undefined. */
export function knownEnglish(french: string): string | undefined {
  return TABLE.get(normalize(french))
}

function isLocalizedText(value: object): value is { fr: string; en?: unknown } {
  const keys = Object.keys(value)
  return (
    typeof (value as { fr?: unknown }).fr === 'string' &&
    keys.every((key) => key === 'fr' || key === 'en') &&
    ((value as { en?: unknown }).en === undefined || typeof (value as { en?: unknown }).en === 'string')
  )
}

/**
 * Fills, in place, every `{ fr, en }` text of normalised records whose English is missing or blank and whose
 * French is known. Returns how many it filled, for the pipeline's log.
 */
export function fillKnownEnglish(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + fillKnownEnglish(item), 0)
  if (isLocalizedText(value)) {
    if (typeof value.en === 'string' && value.en.trim()) return 0
    const english = knownEnglish(value.fr)
    if (!english) return 0
    value.en = english
    return 1
  }
  return Object.values(value).reduce((sum: number, item) => sum + fillKnownEnglish(item), 0)
}
