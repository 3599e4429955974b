import { describe, expect, it } from 'vitest'
import { hasAnyText, isPageEmpty } from '../../src/shared/components/page-data'
import { similarPublications } from '../../src/pages/PublicationPage/similar'

describe('isPageEmpty ("Aucune donnée disponible")', () => {
  const blank = {
    heroTitle: { fr: '' },
    heroSubtitle: { fr: '', en: '   ' },
    statsItems: { fr: [] },
    visionGoals: { fr: [], en: [] },
  }

  it('is empty without an answer, or with an answer that holds no text', () => {
    expect(isPageEmpty(null)).toBe(true)
    expect(isPageEmpty(undefined)).toBe(true)
    expect(isPageEmpty({})).toBe(true)
    expect(isPageEmpty(blank)).toBe(true)
  })

  it('is not empty as soon as one text or one list item exists, in either language', () => {
    expect(isPageEmpty({ ...blank, heroTitle: { fr: 'Notre histoire' } })).toBe(false)
    expect(isPageEmpty({ ...blank, heroSubtitle: { fr: '', en: 'Our story' } })).toBe(false)
    expect(isPageEmpty({ ...blank, statsItems: { fr: [{ value: '12', label: '' }] } })).toBe(false)
  })

  it('counts numbers as content', () => {
    expect(hasAnyText([{ value: 0 }])).toBe(true)
    expect(hasAnyText([null, false, '  '])).toBe(false)
  })
})

describe('similarPublications (docs/behaviour.md#content-pages: the first three others)', () => {
  const list = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }))

  it('leaves out the current publication and keeps the order', () => {
    expect(similarPublications(list, 'b').map((p) => p.slug)).toEqual(['a', 'c', 'd'])
    expect(similarPublications(list, 'e').map((p) => p.slug)).toEqual(['a', 'b', 'c'])
  })

  it('gives fewer when there are fewer', () => {
    expect(similarPublications(list.slice(0, 2), 'a').map((p) => p.slug)).toEqual(['b'])
    expect(similarPublications([], 'a')).toEqual([])
  })
})
