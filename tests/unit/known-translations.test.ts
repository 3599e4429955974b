import { describe, expect, it } from 'vitest'
import { knownEnglish } from '../../src/shared/i18n/known-translations'
import { prepareRecordTexts } from '../../src/shared/i18n/record-texts'

describe('the French-to-English fallback dictionary (docs/behaviour.md#languages)', () => {
  it.each([
    ['Eau potable', 'Drinking water'],
    ['  santé   communautaire ', 'Community health'],
    ["Journée mondiale de l'eau", 'World Water Day'],
    ['ODD 6: eau propre et assainissement', 'SDG 6: clean water and sanitation'],
    ['Notre\u00a0vision', 'Our vision'],
    ['High 5 : transformer le Bénin', 'High 5: transforming Benin'],
    ['En cours', 'Ongoing'],
    ['38 forages', '38 boreholes'],
    ['1 forage', '1 borehole'],
    ['120 relais formés', '120 trained health workers'],
    ['85\u202f000 bénéficiaires', '85,000 beneficiaries'],
    ['85 000 bénéficiaires', '85,000 beneficiaries'],
    ['2,5 villages', '2.5 villages'],
    ['1.200 forages', '1,200 boreholes'],
    ['1 234 567 forages', '1,234,567 boreholes'],
    ['12 000,75 bénéficiaires', '12,000.75 beneficiaries'],
    ['38 puits', undefined],
    ['forages', undefined],
    ['Forage à Djougou', undefined],
    ['', undefined],
  ])('knows %j as %j', (french, english) => {
    expect(knownEnglish(french)).toBe(english)
  })

  it('fills missing or blank English of known texts in records, and nothing else; sets the French', () => {
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
      { id: 5, title: { fr: "L'eau : une priorité", en: 'Water: a priority' } },
    ]
    expect(prepareRecordTexts(records)).toEqual({ filledEnglish: 3 })
    expect(records[0]!.title).toEqual({ fr: 'Eau potable', en: 'Drinking water' })
    expect(records[0]!.description).toEqual({ fr: '<p>Forages</p>', en: '' })
    expect(records[1]!.title!.en).toBe('Community health')
    expect(records[2]!.title!.en).toBe('Where we are heading')
    expect(records[3]!.category!.name.en).toBe('Sanitation')
    expect(records[3]!.tags).toEqual(['Eau potable'])
    expect(records[4]!.title).toEqual({ fr: 'L’eau\u00a0: une priorité', en: 'Water: a priority' })
  })
})
