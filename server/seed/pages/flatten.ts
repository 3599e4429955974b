import type { Bi } from '../types'

/** A page written with bilingual leaves: any `{ fr, en }` pair inside, at any depth, is one text. */
export type BilingualValue = Bi | string | number | BilingualValue[] | { [key: string]: BilingualValue }

function isBi(value: BilingualValue): value is Bi {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === 2 && typeof value.fr === 'string' && typeof value.en === 'string'
}

type Plain = string | number | Plain[] | { [key: string]: Plain }

function pick(value: BilingualValue, lang: 'fr' | 'en'): Plain {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (Array.isArray(value)) return value.map((item) => pick(item, lang))
  if (isBi(value)) return value[lang]
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(item, lang)]))
}

/** `{ hero_title: { fr, en } }` becomes `{ hero_title_fr, hero_title_en }`; lists are split the same way. */
export function flattenPage(page: Record<string, BilingualValue>): Record<string, Plain> {
  const flat: Record<string, Plain> = {}
  for (const [key, value] of Object.entries(page)) {
    flat[`${key}_fr`] = pick(value, 'fr')
    flat[`${key}_en`] = pick(value, 'en')
  }
  return flat
}
