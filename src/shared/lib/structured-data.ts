import type { Lang } from '../i18n/languages'
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

export interface NewsArticleFacts {
  headline: string
  lang: Lang
  /** Site path of the article page. */
  path: string
  publishedAt: string | null
  image: string | null | undefined
  /** Null when no author is named: the organisation is the author. */
  author: string | null
  publisher: string
}

export function newsArticleData(article: NewsArticleFacts): JsonLd {
  const image = absolute(article.image)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    inLanguage: article.lang,
    mainEntityOfPage: absoluteUrl(article.path),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(image ? { image: [image] } : {}),
    author: {
      '@type': article.author ? 'Person' : 'Organization',
      name: article.author ?? article.publisher,
    },
    publisher: {
      '@type': 'Organization',
      name: article.publisher,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  }
}

/** What an event's structured data says, already in the page's language (the home page's event views). */
export interface EventFacts {
  name: string
  /** ISO date-time; an event without one is not described. */
  startDate: string | null
  /** Plain text. */
  description: string
  location: string
  image?: string | null | undefined
  registrationLink?: string | null | undefined
}

export function eventData(event: EventFacts, organizer: string): JsonLd | null {
  if (!event.startDate) return null
  const image = absolute(event.image)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.startDate,
    ...(event.description ? { description: event.description } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      // (The reference back-end sends a location; docs/behaviour.md#records does not promise one, and
      // schema.org needs a place.)
      name: event.location || 'Bénin',
      address: { '@type': 'PostalAddress', addressCountry: 'BJ' },
    },
    ...(image ? { image: [image] } : {}),
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
