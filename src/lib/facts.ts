import type { Lang } from '../i18n/languages'
import { FACT_KINDS, FACT_REFERENCE, factNameOf, type FactName, type Facts } from '../schemas/content'
import { formatNumber } from './numbers'

/**
 * The organisation's facts as a text shows them (docs/editing.md#les-chiffres-de-lassociation): a year as written (2010), a count with
 * the grouping of the language (85 000, 85,000), whose French space does not break.
 */
export function formatFact(facts: Facts, name: FactName, lang: Lang): string {
  const { value } = facts[name]
  return FACT_KINDS[name] === 'year' ? String(value) : formatNumber(value, lang)
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

/** A figure of the settings (a number, or a text that may name a fact) as the page shows it. */
export function formatFigure(value: number | string, facts: Facts, lang: Lang): string {
  return typeof value === 'number' ? formatNumber(value, lang) : expandFacts(value, facts, lang)
}
