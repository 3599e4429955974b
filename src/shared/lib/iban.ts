/**
 * Bank account numbers as the donation page's bank-transfer block gives them (docs/behaviour.md#bank-transfer):
 * the settings' check refuses an IBAN whose check digits do not match (a mistyped character), the page shows it
 * in groups of four, as statements print it, and copies it without spaces, as every bank form accepts it.
 */

/** The IBAN as banks read it: capitals, without the spaces written between groups. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase()
}

/**
 * Whether the IBAN's two check digits agree with the rest (ISO 13616: the account, then the country and the
 * check digits, letters as 10–35, leave 1 when divided by 97). Catches any one mistyped character and two neighbours swapped.
 */
export function hasValidIbanCheckDigits(iban: string): boolean {
  const compact = compactIban(iban)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false
  const rearranged = compact.slice(4) + compact.slice(0, 4)
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** In groups of four: "BJ78 BJ25 1010 …". */
export function groupedIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Spaced groups (an IBAN's, a RIB's) as they read on a narrow screen: they break at most once, in the middle,
 * so no group ends up alone on a line (no-break spaces elsewhere).
 */
export function inTwoHalves(grouped: string): string {
  const groups = grouped.split(' ').filter(Boolean)
  const middle = Math.ceil(groups.length / 2)
  return [groups.slice(0, middle), groups.slice(middle)]
    .filter((half) => half.length > 0)
    .map((half) => half.join('\u00a0'))
    .join(' ')
}

/** The countries of the West African monetary union (UEMOA), Benin's, whose accounts share one RIB format. */
const UEMOA_COUNTRIES = new Set(['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'])

/**
 * The RIB that a bank in the union asks for a transfer within it: the IBAN without its country and check
 * digits, in its four parts (bank code, branch code, account number, key). Null for an account elsewhere.
 */
export function uemoaRib(iban: string): string | null {
  const compact = compactIban(iban)
  if (!UEMOA_COUNTRIES.has(compact.slice(0, 2))) return null
  const parts = /^([A-Z0-9]{2}\d{3})(\d{5})(\d{12})(\d{2})$/.exec(compact.slice(4))
  return parts ? parts.slice(1).join(' ') : null
}
