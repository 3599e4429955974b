import { describe, expect, it } from 'vitest'
import { relatedArticles } from '../../src/pages/Article/related-articles'
import type { Article } from '../../src/shared/schemas/api'

function article(id: number, category: number | null, publishedAt: string | null): Article {
  return {
    id,
    slug: `article-${id}`,
    title: { fr: `Article ${id}` },
    description: { fr: '<p>Texte</p>' },
    cover: null,
    publishedAt,
    authorName: null,
    category,
    categoryInfo: null,
  } as unknown as Article
}

describe('relatedArticles (docs/behaviour.md#article)', () => {
  const current = article(1, 7, '2026-05-01T10:00:00Z')
  const all = [
    current,
    article(2, 3, '2026-11-20T10:00:00Z'),
    article(3, 7, '2026-01-10T10:00:00Z'),
    article(4, 7, '2026-03-15T10:00:00Z'),
    article(5, 3, '2026-10-01T10:00:00Z'),
    article(6, null, null),
  ]

  it('gives three stories: the same category first, newest first, then the newest of the others', () => {
    expect(relatedArticles(all, current).map((a) => a.id)).toEqual([4, 3, 2])
  })

  it('never gives the article itself, and fills with the newest when its category has no other story', () => {
    const alone = article(9, 42, '2026-06-01T10:00:00Z')
    const ids = relatedArticles([...all, alone], alone).map((a) => a.id)
    expect(ids).toEqual([2, 5, 1])
  })

  it('treats an article without a category as sharing none, and puts undated stories last', () => {
    const ids = relatedArticles(all, article(6, null, null), 6).map((a) => a.id)
    expect(ids).toEqual([2, 5, 1, 4, 3])
  })
})
