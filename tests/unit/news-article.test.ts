import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/browser/api/client'
import { toArticleDetail } from '../../src/pages/Article/article-data'
import {
  EMPTY_DRAFT,
  failureMessageKey,
  fieldsInError,
  isLikelyBot,
  isTokenRefusal,
  missingFields,
  successMessageKey,
} from '../../src/pages/Article/comments/comment-form'
import { newestFirst } from '../../src/pages/Article/comments/CommentList'
import { SHARE_POPUP_FEATURES, shareMailto, shareUrl } from '../../src/pages/Article/share-links'
import { pageOf, toCategoryOptions, toNewsStats } from '../../src/pages/NewsList/news-data'
import { toArticleCardView } from '../../src/shared/components/article-card-view'
import type { Article, Category, Comment } from '../../src/shared/schemas/api'

const full = {
  visitorName: 'Awa Dossou',
  visitorEmail: 'awa@example.org',
  content: 'Merci pour ce travail.',
  website: '',
}

describe('comment form rules', () => {
  it('lists the empty required fields, spaces counting as empty', () => {
    expect(missingFields(full)).toEqual([])
    expect(missingFields(EMPTY_DRAFT)).toEqual(['visitorName', 'visitorEmail', 'content'])
    expect(missingFields({ ...full, visitorEmail: '   ', content: '\n' })).toEqual([
      'visitorEmail',
      'content',
    ])
  })

  it('spots the honeypot', () => {
    expect(isLikelyBot(full)).toBe(false)
    expect(isLikelyBot({ ...full, website: 'https://spam.example' })).toBe(true)
  })

  it('maps the fields a 400 answer names to the form fields', () => {
    const error = new ApiError(400, 'HTTP 400', {
      errors: { content: ['Trop court'], visitor_email: ['Adresse invalide'], article: ['Inconnu'] },
    })
    expect(fieldsInError(error)).toEqual(['visitorEmail', 'content'])
    expect(fieldsInError(new ApiError(400, 'HTTP 400', { error: 'JSON invalide' }))).toEqual([])
    expect(fieldsInError(new ApiError(500, 'HTTP 500', { errors: { content: ['x'] } }))).toEqual([])
    expect(fieldsInError(new Error('offline'))).toEqual([])
  })

  it('knows a refused form token (expired or used) from other refusals', () => {
    expect(isTokenRefusal(new ApiError(400, 'HTTP 400', { errors: { form_token: ['Expiré'] } }))).toBe(true)
    expect(isTokenRefusal(new ApiError(400, 'HTTP 400', { errors: { content: ['Trop court'] } }))).toBe(false)
    expect(isTokenRefusal(new ApiError(429, 'HTTP 429', { errors: { form_token: ['x'] } }))).toBe(false)
    expect(isTokenRefusal(new Error('offline'))).toBe(false)
  })

  it('says which message a failure shows', () => {
    expect(failureMessageKey(new ApiError(429, 'HTTP 429', { error: 'Trop de commentaires' }))).toBe(
      'comments.alert.rateLimited',
    )
    expect(failureMessageKey(new ApiError(400, 'HTTP 400'))).toBe('comments.alert.failed')
    expect(failureMessageKey(new ApiError(0, 'unreachable'))).toBe('comments.alert.failed')
    expect(failureMessageKey(new TypeError('x'))).toBe('comments.alert.failed')
  })

  it('says which message a success shows (docs/behaviour.md#comment-moderation)', () => {
    expect(successMessageKey('published')).toBe('comments.alert.published')
    expect(successMessageKey('pending')).toBe('comments.alert.pending')
  })
})

describe('comments order', () => {
  const comment = (id: number, createdAt: string | null): Comment => ({
    id,
    visitorName: `V${id}`,
    content: 'x',
    createdAt,
    article: 1,
    status: 'published',
  })

  it('puts the newest first, undated last, ties by id', () => {
    const sorted = newestFirst([
      comment(1, '2025-01-01T10:00:00Z'),
      comment(2, null),
      comment(3, '2025-03-01T10:00:00Z'),
      comment(4, '2025-01-01T10:00:00Z'),
    ])
    expect(sorted.map((c) => c.id)).toEqual([3, 4, 1, 2])
  })
})

describe('share links', () => {
  const payload = {
    url: 'https://ahb.example.org/fr/actualite/eau?x=1&y=2',
    title: 'Eau & santé',
    text: 'Douze forages',
  }

  it('build each network’s share page with the encoded address', () => {
    const facebook = new URL(shareUrl('facebook', payload))
    expect(facebook.hostname).toBe('www.facebook.com')
    expect(facebook.searchParams.get('u')).toBe(payload.url)
    const twitter = new URL(shareUrl('twitter', payload))
    expect(twitter.searchParams.get('url')).toBe(payload.url)
    expect(twitter.searchParams.get('text')).toBe('Eau & santé')
    expect(new URL(shareUrl('linkedin', payload)).searchParams.get('url')).toBe(payload.url)
  })

  it('build a mailto link with subject and body', () => {
    const mail = shareMailto(payload)
    expect(mail.startsWith('mailto:?subject=Eau%20%26%20sant%C3%A9&body=')).toBe(true)
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(`Douze forages\n\n${payload.url}`)
  })

  it('open popups of 600 by 400', () => {
    expect(SHARE_POPUP_FEATURES).toContain('width=600')
    expect(SHARE_POPUP_FEATURES).toContain('height=400')
  })
})

describe('article data in the page’s language', () => {
  const body = `<p>${'Les comités de gestion de l’eau se réunissent chaque mois. '.repeat(8)}</p>`
  const article: Article = {
    id: 7,
    slug: 'comites-eau',
    title: { fr: 'Les comités de l’eau', en: '' },
    description: { fr: body, en: '<p>Water committees meet every month.</p>' },
    cover: null,
    publishedAt: '2025-02-03T10:15:00+01:00',
    authorName: null,
    category: 2,
    categoryInfo: { id: 2, libelle: { fr: 'Eau potable', en: 'Drinking water' } },
  }

  it('cards carry an excerpt of 180 characters, not the body', () => {
    const card = toArticleCardView(article, 'fr')
    expect(card.title).toEqual({ text: 'Les comités de l’eau' })
    expect(card.category).toEqual({ text: 'Eau potable' })
    expect(card.excerpt.text.endsWith('…')).toBe(true)
    expect(Array.from(card.excerpt.text).length).toBeLessThanOrEqual(181)
    expect(JSON.stringify(card)).not.toContain('<p>')
    const en = toArticleCardView(article, 'en')
    // Its English title is blank: the French, marked as French (docs/behaviour.md#languages).
    expect(en.title).toEqual({ text: 'Les comités de l’eau', lang: 'fr' })
    expect(en.excerpt).toEqual({ text: 'Water committees meet every month.' })
    expect(en.category).toEqual({ text: 'Drinking water' })
    expect(toArticleCardView({ ...article, categoryInfo: null }, 'fr').category).toBeNull()
  })

  it('a page of the snapshot holds its 9 cards and the page count', () => {
    const many = Array.from({ length: 31 }, (_, index) => ({
      ...article,
      id: index + 1,
      slug: `a-${index + 1}`,
    }))
    const page = pageOf(many, 9, 1, 'fr')
    expect(page.results.map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(page.totalCount).toBe(31)
    expect(page.totalPages).toBe(4)
    expect(pageOf(many, 9, 2, 'fr').results.map((card) => card.id)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18,
    ])
    expect(pageOf(many, 9, 4, 'fr').results.map((card) => card.id)).toEqual([28, 29, 30, 31])
    expect(pageOf([], 9, 1, 'fr')).toEqual({ results: [], totalCount: 0, totalPages: 1 })
  })

  it('the article page keeps the body and the author it was given', () => {
    const detail = toArticleDetail(article, 'en')
    expect(detail.html).toEqual({ text: '<p>Water committees meet every month.</p>' })
    expect(detail.title).toEqual({ text: 'Les comités de l’eau', lang: 'fr' })
    expect(detail.author).toBeNull()
    expect(detail.summary).toBe('Water committees meet every month.')
    expect(Array.from(toArticleDetail(article, 'fr').shareText).length).toBeLessThanOrEqual(201)
  })

  it('stats and the category filter are labelled in the page’s language, a French-only label marked French', () => {
    const stats = toNewsStats({
      totalArticles: 31,
      recentArticles: 4,
      articlesByCategory: [
        { categoryId: 2, libelle: { fr: 'Eau potable', en: 'Drinking water' }, count: 9 },
        { categoryId: 5, libelle: { fr: 'Vie associative' }, count: 3 },
      ],
    })
    expect(stats).toEqual({ total: 31, recent: 4 })
    const categories = [
      { id: 2, libelle: { fr: 'Eau potable', en: 'Drinking water' } },
      { id: 5, libelle: { fr: 'Vie associative', en: ' ' } },
      { id: 7, libelle: { fr: '' } },
    ] as Category[]
    expect(toCategoryOptions(categories, 'en')).toEqual([
      { id: 2, label: { text: 'Drinking water' } },
      { id: 5, label: { text: 'Vie associative', lang: 'fr' } },
    ])
    expect(toCategoryOptions(categories, 'fr')).toEqual([
      { id: 2, label: { text: 'Eau potable' } },
      { id: 5, label: { text: 'Vie associative' } },
    ])
  })
})
