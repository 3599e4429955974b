import { describe, expect, it } from 'vitest'
import { scriptSafeJson } from '../../src/shared/lib/safe-json'
import { type EventFacts, eventData, newsArticleData, ngoData } from '../../src/shared/lib/structured-data'
import type { Article } from '../../src/shared/schemas/api'
import { text } from '../../src/shared/i18n/localize'

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

const event: EventFacts = {
  name: 'Water day',
  startDate: '2026-12-05T09:00:00+01:00',
  description: 'Rendez-vous à Parakou',
  location: '',
  image: '/media/water-day.jpg',
  registrationLink: 'https://forms.example/inscription',
}

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

  it('describes an event with its place, image and registration link', () => {
    const data = eventData({ ...event, location: 'Parakou' }, 'AHB')
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Water day',
      startDate: '2026-12-05T09:00:00+01:00',
      description: 'Rendez-vous à Parakou',
      location: { '@type': 'Place', name: 'Parakou' },
      organizer: { name: 'AHB' },
    })
    expect((data?.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\/water-day\.jpg$/)
    expect(data?.offers).toMatchObject({ url: 'https://forms.example/inscription' })
  })

  it('names the country when an event has no place, and skips an event without a date', () => {
    expect(eventData(event, 'AHB')?.location).toMatchObject({
      name: 'Bénin',
      address: { addressCountry: 'BJ' },
    })
    expect(eventData({ ...event, description: '', registrationLink: null }, 'AHB')).not.toHaveProperty(
      'offers',
    )
    expect(eventData({ ...event, startDate: null }, 'AHB')).toBeNull()
  })

  it('keeps JSON from closing its script element', () => {
    const json = scriptSafeJson(JSON.stringify({ x: '</script><script>alert(1)</script>' }))
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ x: '</script><script>alert(1)</script>' })
  })
})
