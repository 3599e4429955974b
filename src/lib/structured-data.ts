import type { Lang } from '../i18n/languages'
import { text } from '../i18n/localize'
import type { Article, SiteEvent } from '../schemas/api'
import { stripHtml } from './html/text'
import { absoluteUrl } from './site-url'

/** schema.org descriptions of the organisation, its articles and its events (JSON-LD), for search engines. */

type JsonLd = Record<string, unknown>

function absolute(src: string | null | undefined): string | undefined {
  if (!src) return undefined
  return /^https?:/.test(src) ? src : absoluteUrl(src)
}

export function ngoData(options: {
  name: string
  alternateName: string
  description: string
  email?: string
  telephone?: string
  city?: string
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: options.name,
    alternateName: options.alternateName,
    description: options.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    ...(options.email ? { email: options.email } : {}),
    ...(options.telephone ? { telephone: options.telephone } : {}),
    address: { '@type': 'PostalAddress', addressLocality: options.city ?? 'Cotonou', addressCountry: 'BJ' },
    areaServed: { '@type': 'Country', name: 'Benin' },
  }
}

export function newsArticleData(article: Article, lang: Lang, path: string, publisher: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: text(article.title, lang),
    inLanguage: lang,
    mainEntityOfPage: absoluteUrl(path),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(absolute(article.cover?.src) ? { image: [absolute(article.cover?.src)] } : {}),
    author: {
      '@type': article.authorName ? 'Person' : 'Organization',
      name: article.authorName ?? publisher,
    },
    publisher: {
      '@type': 'Organization',
      name: publisher,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  }
}

export function eventData(event: SiteEvent, lang: Lang, organizer: string): JsonLd | null {
  if (!event.eventDate) return null
  const location = text(event.location, lang)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text(event.title, lang),
    startDate: event.eventDate,
    description: stripHtml(text(event.description, lang)).slice(0, 300),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: location || 'Bénin',
      address: { '@type': 'PostalAddress', addressCountry: 'BJ' },
    },
    ...(absolute(event.image?.src) ? { image: [absolute(event.image?.src)] } : {}),
    organizer: { '@type': 'Organization', name: organizer, url: absoluteUrl('/') },
    ...(event.registrationLink
      ? {
          offers: {
            '@type': 'Offer',
            url: event.registrationLink,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}
