import type { Lang } from '../../shared/i18n/languages'
import { text } from '../../shared/i18n/localize'
import { formatFact } from '../../shared/lib/facts'
import type { Settings } from '../../shared/schemas/content'

/** One figure of the home page's band: the fact as its language writes it, and its label. */
export interface KeyFigureView {
  value: string
  label: string
}

/**
 * The band's figures: the facts `homeFigures` names, in that order, from content/settings.yaml
 * (docs/editing.md#les-chiffres-de-lassociation).
 */
export function homeKeyFigures({ facts, homeFigures }: Pick<Settings, 'facts' | 'homeFigures'>, lang: Lang) {
  return homeFigures.map((name): KeyFigureView => ({
    value: formatFact(facts, name, lang),
    label: text(facts[name].label, lang),
  }))
}
