import { describe, expect, it } from 'vitest'
import { scriptSafeJson } from '../../src/lib/safe-json'
import { eventData, newsArticleData, ngoData } from '../../src/lib/structured-data'
import type { Article, SiteEvent } from '../../src/schemas/api'
import { text } from '../../src/i18n/localize'

const article = {
  id: 1,
  slug: 'forages-djougou',
  title: { fr: 'Forages à Djougou', en: '' },
  description: { fr: '<p>Texte</p>', en: '' },
  cover: { src: '/media/abc.jpg', width: 800, height: 450 },
  publishedAt: '2026-03-02T09:30:00+01:00',
  authorName: null,
  category: 1,
  categoryInfo: null,
} as unknown as Article

const event = {
  id: 3,
  title: { fr: 'Journée de l’eau', en: 'Water day' },
  description: { fr: '<p>Rendez-vous <b>à Parakou</b></p>', en: '' },
  location: { fr: 'Parakou', en: '' },
  eventDate: '2026-12-05T09:00:00+01:00',
  image: null,
  isFeatured: true,
  registrationLink: 'https://forms.example/inscription',
} as unknown as SiteEvent

describe('structured data', () => {
  it('describes the organisation as an NGO', () => {
    const data = ngoData({ name: 'Association Humanitaire du Bénin', alternateName: 'AHB', description: 'x' })
    expect(data['@type']).toBe('NGO')
    expect(data.address).toMatchObject({ addressCountry: 'BJ' })
  })

  it('describes an article with the French fallback and the organisation as author when none is named', () => {
    const data = newsArticleData({
      headline: text(article.title, 'en'),
      lang: 'en',
      path: '/en/actualite/forages-djougou',
      publishedAt: article.publishedAt,
      image: article.cover?.src,
      author: article.authorName,
      publisher: 'AHB',
    })
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Forages à Djougou',
      datePublished: '2026-03-02T09:30:00+01:00',
      author: { '@type': 'Organization', name: 'AHB' },
    })
    expect((data.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\/abc\.jpg$/)
  })

  it('describes an event, with plain-text description and its registration link', () => {
    const data = eventData(event, 'en', 'AHB')
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Water day',
      startDate: '2026-12-05T09:00:00+01:00',
    })
    expect(data?.description).toBe('Rendez-vous à Parakou')
    expect(data?.offers).toMatchObject({ url: 'https://forms.example/inscription' })
    expect(eventData({ ...event, eventDate: null } as SiteEvent, 'fr', 'AHB')).toBeNull()
  })

  it('keeps JSON from closing its script element', () => {
    const json = scriptSafeJson(JSON.stringify({ x: '</script><script>alert(1)</script>' }))
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ x: '</script><script>alert(1)</script>' })
  })
})
