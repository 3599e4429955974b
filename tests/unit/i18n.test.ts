import { describe, expect, it } from 'vitest'
import en from '../../src/shared/i18n/dictionaries/en/index'
import fr from '../../src/shared/i18n/dictionaries/fr/index'
import { localize, text } from '../../src/shared/i18n/localize'
import { translate } from '../../src/shared/i18n/translate'
import { itemInLanguage } from '../../src/shared/schemas/fields'

describe('dictionaries', () => {
  it('have the same keys in French and English', () => {
    const onlyFr = Object.keys(fr).filter((key) => !(key in en))
    const onlyEn = Object.keys(en).filter((key) => !(key in fr))
    expect({ onlyFr, onlyEn }).toEqual({ onlyFr: [], onlyEn: [] })
  })

  it('have no empty text', () => {
    const empty = [...Object.entries(fr), ...Object.entries(en)].filter(([, value]) => !value.trim())
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const placeholders = (value: string) =>
      Array.from(value.matchAll(/\{(\w+)\}/g), (match) => match[1]).sort()
    const different = Object.keys(fr).filter(
      (key) => JSON.stringify(placeholders(fr[key]!)) !== JSON.stringify(placeholders(en[key] ?? '')),
    )
    expect(different).toEqual([])
  })
})

describe('translate', () => {
  const dictionary = { 'a.b': 'Bonjour {name}, {count} messages', plain: 'Texte' }
  it.each([
    ['plain', undefined, 'Texte'],
    ['a.b', { name: 'Awa', count: 3 }, 'Bonjour Awa, 3 messages'],
    ['a.b', { name: 'Awa' }, 'Bonjour Awa, {count} messages'],
    ['missing.key', undefined, 'missing.key'],
  ] as const)('%s → %s', (key, vars, expected) => {
    expect(translate(dictionary, key, vars)).toBe(expected)
  })

  it('shows the key when no dictionary is loaded', () => {
    expect(translate(undefined, 'nav.home')).toBe('nav.home')
  })
})

describe('localize (fallback of docs/behaviour.md#languages)', () => {
  it.each([
    [{ fr: 'Eau', en: 'Water' }, 'en', 'Water'],
    [{ fr: 'Eau', en: 'Water' }, 'fr', 'Eau'],
    [{ fr: 'Eau', en: '' }, 'en', 'Eau'],
    [{ fr: 'Eau', en: '   ' }, 'en', 'Eau'],
    [{ fr: 'Eau' }, 'en', 'Eau'],
    [{ fr: '', en: 'Water' }, 'fr', ''],
  ] as const)('%o in %s → %s', (value, lang, expected) => {
    expect(text(value, lang)).toBe(expected)
  })

  it('falls back for lists too', () => {
    expect(localize({ fr: ['a'], en: [] }, 'en')).toEqual(['a'])
    expect(localize({ fr: ['a'], en: ['b'] }, 'en')).toEqual(['b'])
    expect(localize(null, 'en')).toBeUndefined()
  })
})

describe('list items in one language follow the same rule', () => {
  it.each([
    [{ title_fr: 'Eau', title_en: 'Water' }, 'fr', 'Eau'],
    [{ title_fr: 'Eau', title_en: 'Water' }, 'en', 'Water'],
    [{ title_fr: 'Eau', title_en: '' }, 'en', 'Eau'],
    [{ title_fr: 'Eau', title_en: '  ' }, 'en', 'Eau'],
    [{ title_fr: 'Eau', title_en: null }, 'en', 'Eau'],
    [{ title_fr: 'Eau' }, 'en', 'Eau'],
    // A French page never shows English, even when French is missing.
    [{ title_en: 'Water' }, 'fr', undefined],
    [{ title_fr: null, title_en: 'Water' }, 'fr', undefined],
    [{ title_fr: '', title_en: 'Water' }, 'fr', ''],
    // A field without suffix is both languages' value.
    [{ title: 'AHB' }, 'fr', 'AHB'],
    [{ title: 'AHB' }, 'en', 'AHB'],
    [{ title: 'AHB', title_en: 'Water' }, 'en', 'Water'],
    [{ title: 'AHB', title_fr: 'Eau' }, 'fr', 'Eau'],
    [{ title: 'AHB', title_fr: 'Eau' }, 'en', 'AHB'],
  ] as const)('%o in %s → %s', (item, lang, expected) => {
    expect(itemInLanguage(item, lang)).toEqual({ title: expected })
  })

  it('keeps other fields and values that are not items', () => {
    expect(itemInLanguage({ icon: 'Droplet', label_fr: 'Eau', label_en: 'Water' }, 'en')).toEqual({
      icon: 'Droplet',
      label: 'Water',
    })
    expect(itemInLanguage('Eau', 'en')).toBe('Eau')
    expect(itemInLanguage(null, 'fr')).toBeNull()
  })
})
