import { decodeHTML } from 'entities'

/** HTML to plain text: tags become spaces, then every character reference is decoded (named ones included). */
export function stripHtml(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
}

/**
 * The form both the search column and the search terms are reduced to: lower case, no diacritics
 * ('Santé' and 'SANTE' both become 'sante'), ligatures spelled out, apostrophes unified, spaces collapsed.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

export function searchTextOf(parts: readonly string[]): string {
  return normalizeForSearch(parts.map(stripHtml).join(' | '))
}
