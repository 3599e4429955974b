import { describe, expect, it } from 'vitest'
import { fillKnownEnglish, knownEnglish } from '../../scripts/pipeline/known-translations'

describe('the French-to-English fallback dictionary (SPEC §9)', () => {
  it.each([
    ['Eau potable', 'Drinking water'],
    ['  santé   communautaire ', 'Community health'],
    ["Journée mondiale de l'eau", 'World Water Day'],
    ['ODD 6: eau propre et assainissement', 'SDG 6: clean water and sanitation'],
    ['Notre\u00a0vision', 'Our vision'],
    ['Forage à Djougou', undefined],
    ['', undefined],
  ])('knows %j as %j', (french, english) => {
    expect(knownEnglish(french)).toBe(english)
  })

  it('fills missing or blank English of known texts in records, and nothing else', () => {
    const records: {
      id: number
      title?: { fr: string; en?: string }
      description?: { fr: string; en?: string }
      image?: { src: string }
      category?: { name: { fr: string; en?: string } }
      tags?: string[]
    }[] = [
      { id: 1, title: { fr: 'Eau potable' }, description: { fr: '<p>Forages</p>', en: '' } },
      { id: 2, title: { fr: 'Santé communautaire', en: '   ' }, image: { src: '/media/x.jpg' } },
      { id: 3, title: { fr: 'Notre vision', en: 'Where we are heading' } },
      { id: 4, category: { name: { fr: 'Assainissement', en: undefined } }, tags: ['Eau potable'] },
    ]
    expect(fillKnownEnglish(records)).toBe(3)
    expect(records[0]!.title).toEqual({ fr: 'Eau potable', en: 'Drinking water' })
    expect(records[0]!.description).toEqual({ fr: '<p>Forages</p>', en: '' })
    expect(records[1]!.title!.en).toBe('Community health')
    expect(records[2]!.title!.en).toBe('Where we are heading')
    expect(records[3]!.category!.name.en).toBe('Sanitation')
    expect(records[3]!.tags).toEqual(['Eau potable'])
  })
})
