/**
 * A name as a plain ASCII path or anchor segment: accents dropped, `œ` written `oe`, one hyphen for each run of
 * anything else (`D'où nous venons` → `d-ou-nous-venons`); '' when nothing is left
 * (docs/architecture.md#content-files).
 */
export function asciiSlug(value: string): string {
  return value
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
