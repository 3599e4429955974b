// Islands' kit: in the hydration code's chunk, as most islands use it (docs/islands.md#chunks).
import { formatted } from '../lib/formatted-texts'
import { LOCALES, type Lang } from './languages'
import type { IdsWithKeys } from './text-keys'

/** The stems of texts that have a singular and a plural: `<stem>.one` and `<stem>.other`. */
export type PluralStem = IdsWithKeys<'', '.one' | '.other'>

/**
 * The key of the form of `stem` that `count` takes in the language (French says "1 commentaire",
 * "0 commentaire"). The plural rule comes from the prerender inside an island (src/shared/lib/formatted-texts.ts).
 */
export function pluralKey<Stem extends PluralStem>(
  stem: Stem,
  count: number,
  lang: Lang,
): `${Stem}.one` | `${Stem}.other` {
  const form = formatted(`plural|${lang}|${count}`, () => new Intl.PluralRules(LOCALES[lang]).select(count))
  return form === 'one' ? `${stem}.one` : `${stem}.other`
}
