import type { IdsWithKeys } from './text-keys'

/** The stems of texts that have a singular and a plural: `<stem>.one` and `<stem>.other`. */
export type PluralStem = IdsWithKeys<'', '.one' | '.other'>

/** The key of the form of `stem` that `count` takes in this locale (French says "1 commentaire", "0 commentaire"). */
export function pluralKey<Stem extends PluralStem>(
  stem: Stem,
  count: number,
  locale: string,
): `${Stem}.one` | `${Stem}.other` {
  return new Intl.PluralRules(locale).select(count) === 'one' ? `${stem}.one` : `${stem}.other`
}
