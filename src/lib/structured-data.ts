import type { Lang } from '../i18n/languages'
import { text } from '../i18n/localize'
import type { SiteEvent } from '../schemas/api'
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
