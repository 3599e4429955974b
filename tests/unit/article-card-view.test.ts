import { describe, expect, it } from 'vitest'
import { articleCard } from '../../src/node/data/article-cards'
import { toArticleCardView } from '../../src/shared/components/article-card-view'
import type { Lang } from '../../src/shared/i18n/languages'
import type { LangText } from '../../src/shared/i18n/localize'
import type { Article } from '../../src/shared/schemas/api'

const article: Article = {
  id: 3,
  slug: 'forage-djougou',
  title: { fr: 'Un forage à Djougou', en: 'A borehole in Djougou' },
  description: { fr: '<p>Le village a de l’eau.</p>', en: '<p>The village has water.</p>' },
  cover: { src: '/media/forage.jpg' },
  publishedAt: '2025-03-04T09:30:00Z',
  authorName: null,
  category: 1,
  categoryInfo: { id: 1, libelle: { fr: 'Eau potable', en: 'Drinking water' } },
}

function withCategory(categoryInfo: Article['categoryInfo']): Article {
  return { ...article, categoryInfo }
}

describe('toArticleCardView (the one view of an article card: home page and news list)', () => {
  it('keeps what a card shows, in the language, without the body', () => {
    expect(toArticleCardView(article, 'en')).toEqual({
      id: 3,
      slug: 'forage-djougou',
      title: { text: 'A borehole in Djougou' },
      excerpt: { text: 'The village has water.' },
      cover: { src: '/media/forage.jpg' },
      publishedAt: '2025-03-04T09:30:00Z',
      category: { text: 'Drinking water' },
    })
  })

  // One rule for a missing category: null, which the card shows as "Article" (article.defaultCategory).
  it.each<[string, Article['categoryInfo'], Lang, LangText | null]>([
    ['its label in French', { id: 1, libelle: { fr: 'Eau', en: 'Water' } }, 'fr', { text: 'Eau' }],
    ['its English label', { id: 1, libelle: { fr: 'Eau', en: 'Water' } }, 'en', { text: 'Water' }],
    [
      'the French label, marked as French, when the English one is missing',
      { id: 1, libelle: { fr: 'Eau' } },
      'en',
      { text: 'Eau', lang: 'fr' },
    ],
    [
      'the French label, marked as French, when the English one is blank',
      { id: 1, libelle: { fr: 'Eau', en: ' ' } },
      'en',
      { text: 'Eau', lang: 'fr' },
    ],
    ['null without a category', null, 'fr', null],
    ['null without a category, in English', null, 'en', null],
    ['null for an empty label', { id: 1, libelle: { fr: '' } }, 'fr', null],
    ['null for an empty label in both languages', { id: 1, libelle: { fr: '', en: '' } }, 'en', null],
    ['null for a blank label', { id: 1, libelle: { fr: '   ' } }, 'fr', null],
  ])('category: %s', (_case, categoryInfo, lang, expected) => {
    expect(toArticleCardView(withCategory(categoryInfo), lang).category).toEqual(expected)
  })

  it('cuts the excerpt at 180 characters of text', () => {
    const long = { ...article, description: { fr: `<p>${'eau '.repeat(100)}</p>` } }
    const card = toArticleCardView(long, 'fr')
    expect(card.excerpt.text.endsWith('…')).toBe(true)
    expect(Array.from(card.excerpt.text).length).toBeLessThanOrEqual(181)
  })
})

describe('articleCard (the build’s cards, made once per article and language)', () => {
  it('gives the card toArticleCardView makes, the same object for the same article, frozen', () => {
    const card = articleCard(article, 'fr')
    expect(card).toEqual(toArticleCardView(article, 'fr'))
    expect(articleCard(article, 'fr')).toBe(card)
    expect(articleCard(article, 'en')).toEqual(toArticleCardView(article, 'en'))
    // Another object (a later snapshot's) gets a card of its own.
    expect(articleCard({ ...article }, 'fr')).not.toBe(card)
    expect(Object.isFrozen(card) && Object.isFrozen(card.title)).toBe(true)
  })
})
