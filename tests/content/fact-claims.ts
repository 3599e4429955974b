import type { FactName, Facts } from '../../src/shared/schemas/content'

/**
 * Where a text states one of the organisation's facts (docs/editing.md#les-chiffres-de-lassociation) as a number of its own: a number
 * next to the fact's words, in French or English. A page that names the fact as `{{fact:<name>}}` states no
 * number, so only a figure typed by hand, or a sample text of the reference back-end, can disagree.
 */

/** A whole number as the texts write it: 85 000, 85 000, 85,000 or 85000. */
const N = String.raw`(\d{1,3}(?:[ ,]\d{3})+|\d+)`
const YEAR = String.raw`((?:19|20)\d\d)`

/** The phrasings of each fact; the first group of each pattern is the figure. */
const CLAIMS: Record<FactName, RegExp[]> = {
  founded: [
    new RegExp(
      String.raw`\b(?:fondée?|créée?|née|déclarée|founded|registered|created)(?![\wé])[^.;:]{0,50}?\b${YEAR}\b`,
      'gi',
    ),
    new RegExp(String.raw`\b(?:depuis|since) ${YEAR},? (?:l'AHB|AHB|nos|our|we)\b`, 'gi'),
    new RegExp(String.raw`\b(?:en|in) ${YEAR},? (?:nous avons fondé|we founded)`, 'gi'),
  ],
  communes: [new RegExp(String.raw`\b${N} communes (?:du Bénin|of Benin)`, 'gi')],
  peopleServed: [new RegExp(String.raw`\b${N} (?:bénéficiaires|beneficiaries)`, 'gi')],
  boreholes: [
    new RegExp(
      String.raw`\b${N} (?:forages équipés|forages? (?:construits|réalisés) par l'AHB|boreholes fitted|boreholes (?:built|drilled) by AHB)`,
      'gi',
    ),
    new RegExp(String.raw`\b(?:l'AHB a réalisé|AHB has drilled) ${N} (?:forages|boreholes)`, 'gi'),
    new RegExp(String.raw`^${N} (?:forages|boreholes)$`, 'gi'),
  ],
  healthWorkersTrained: [
    new RegExp(
      String.raw`\b${N} (?:relais (?:communautaires )?formés|(?:trained )?(?:community )?health workers trained|trained (?:community )?health workers|volunteers trained)(?! (?:et actifs|and active|sur les|out of))`,
      'gi',
    ),
    new RegExp(
      String.raw`\b(?:a formé|avons formé|has trained|have trained) ${N} (?:relais|community health workers|health workers)`,
      'gi',
    ),
    new RegExp(String.raw`\b(?:portent?|porter) à ${N} le nombre de relais formés`, 'gi'),
    new RegExp(String.raw`\bnumber of (?:community )?health workers trained by AHB[^.]{0,60}? to ${N}`, 'gi'),
  ],
  targetYear: [
    new RegExp(
      String.raw`\b(?:objectif|objective for|by|d'ici|à l'horizon) ${YEAR},? (?:est à notre portée|is within reach|notre plan stratégique vise|our strategic plan aims)`,
      'gi',
    ),
  ],
  targetPeople: [
    new RegExp(
      String.raw`\b(?:la vie de|the lives of|à la portée de|within reach of|desservir|supply safe water to) ${N} (?:personnes|people)`,
      'gi',
    ),
    new RegExp(String.raw`\b${N} (?:personnes|people) (?:de plus|supplémentaires|more)\b`, 'gi'),
    new RegExp(String.raw`\b${N} more people\b`, 'gi'),
  ],
  targetHealthWorkers: [
    new RegExp(
      String.raw`\b(?:porter à|bring the number of trained community health workers to) ${N}(?: le nombre de relais)?[^.]{0,40}?(?:d'ici|by) 20\d\d`,
      'gi',
    ),
    new RegExp(
      String.raw`\b(?:former|train) ${N} (?:relais|community health (?:workers|volunteers))[^.]{0,60}?(?:d'ici|by) 20\d\d`,
      'gi',
    ),
  ],
  resources2023: [
    new RegExp(String.raw`\b(?:ressources|income) (?:de l'exercice |for )?2023[^.\d]{0,30}?${N} FCFA`, 'gi'),
  ],
  resources2024: [
    new RegExp(String.raw`\b(?:ressources|income) (?:de l'exercice |for )?2024[^.\d]{0,30}?${N} FCFA`, 'gi'),
  ],
}

export interface FactClaim {
  fact: FactName
  stated: number
  /** The words around the figure, to find it in the file. */
  excerpt: string
}

/** The text as its reader sees it: no tags or Markdown emphasis, plain spaces and apostrophes. */
function readable(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/\*+/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[’‘]/g, "'")
}

/** Every figure a text states for a fact. */
export function factClaims(text: string): FactClaim[] {
  const plain = readable(text)
  return (Object.entries(CLAIMS) as [FactName, RegExp[]][]).flatMap(([fact, patterns]) =>
    patterns.flatMap((pattern) =>
      [
        ...plain.matchAll(
          new RegExp(pattern.source, pattern.flags + (pattern.flags.includes('m') ? '' : 'm')),
        ),
      ].map((match) => ({
        fact,
        stated: Number((match[1] ?? '').replace(/[ ,]/g, '')),
        excerpt: match[0],
      })),
    ),
  )
}

/** The claims of a text that differ from the settings' facts. */
export function contradictions(text: string, facts: Facts): FactClaim[] {
  return factClaims(text).filter((claim) => claim.stated !== facts[claim.fact].value)
}
