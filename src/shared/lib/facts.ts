import type { Lang } from '../i18n/languages'
import {
  COUNT_REFERENCE,
  countNameOf,
  FACTS,
  FACT_REFERENCE,
  factNameOf,
  type CountName,
  type Counts,
  type FactName,
  type Facts,
} from '../schemas/content'
import { formatNumber } from './numbers'

/**
 * The organisation's facts as a text shows them (docs/editing.md#les-chiffres-de-lassociation): a year as written (2010), a count with
 * the grouping of the language (85 000, 85,000), whose French space does not break.
 */
export function formatFact(facts: Facts, name: FactName, lang: Lang): string {
  const { value } = facts[name]
  return FACTS[name].kind === 'year' ? String(value) : formatNumber(value, lang)
}

/**
 * A text with each `{{fact:<name>}}` replaced by the fact. The content loader has refused unknown names
 * before any page is made, so one left here stays as written.
 */
export function expandFacts(value: string, facts: Facts, lang: Lang): string {
  return value.replace(FACT_REFERENCE, (reference) => {
    const name = factNameOf(reference)
    return name in facts ? formatFact(facts, name as FactName, lang) : reference
  })
}

/**
 * A figure of the settings (a number, or a text that may name a fact or a count) as the page shows it; null
 * when it names a count the build could not make (the partners of an API that failed): better no figure than
 * a wrong one.
 */
export function formatFigure(
  value: number | string,
  facts: Facts,
  lang: Lang,
  counts: Counts = {},
): string | null {
  if (typeof value === 'number') return formatNumber(value, lang)
  let unknown = false
  const counted = value.replace(COUNT_REFERENCE, (reference) => {
    const count = counts[countNameOf(reference) as CountName]
    if (count === undefined) unknown = true
    return count === undefined ? reference : formatNumber(count, lang)
  })
  return unknown ? null : expandFacts(counted, facts, lang)
}
