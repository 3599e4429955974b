import { inject } from 'vitest'
import { ENDPOINTS, SNAPSHOT_NAMES } from '../../src/shared/schemas/endpoints'
import { API_PATHS, articleCommentsPath } from '../../src/shared/schemas/paths'
import { type Handler, json } from './fake-api'

/**
 * Answers of a back-end for the pipeline's tests, made from the reference back-end's seed (seed-answers.ts), in
 * the shapes a real back-end may use.
 */

/** The reference back-end's seed, as it answers every declared endpoint (seed-answers.ts). */
export const SEED = inject('seedAnswers')

type Raw = Record<string, unknown>

/** `count` hero slides made from the seed's, with ids from 1 and slugs of their own beyond the seed's. */
export function heroSlides(count = 3): Raw[] {
  const seeded = SEED.bodies.heroSlides as Raw[]
  return Array.from({ length: count }, (_, index) => {
    const slide = seeded[index % seeded.length]!
    return {
      ...slide,
      id: index + 1,
      slug: index < seeded.length ? slide.slug : `${String(slide.slug)}-${index}`,
      order: index,
    }
  })
}

/** An article made from the seed's newest, with this id, the slug `article-<id>` and a date of its own. */
export function article(id: number): Raw & { id: number; slug: string } {
  return {
    ...(SEED.articles[0] as unknown as Raw),
    id,
    slug: `article-${id}`,
    published_at: `2025-03-${String(10 + (id % 18)).padStart(2, '0')}T09:00:00+01:00`,
  }
}

/** `/api/articles/` paged like our reference back-end: `{ results, pagination }`, `pageSize` per page at most. */
export function pagedArticles(total: number, pageSize: number): Handler {
  return (url, req, res) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    const ids = Array.from({ length: total }, (_, index) => total - index)
    const results = ids.slice((page - 1) * pageSize, page * pageSize).map(article)
    const pagination = {
      page,
      page_size: pageSize,
      total_pages: Math.ceil(total / pageSize),
      total_count: total,
    }
    json({ results, pagination })(url, req, res)
  }
}

/** `/api/articles/` paged like Django REST framework: `{ count, next, previous, results }`. */
export function drfArticles(total: number, pageSize: number): Handler {
  return (url, req, res) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    const ids = Array.from({ length: total }, (_, index) => total - index)
    const results = ids.slice((page - 1) * pageSize, page * pageSize).map(article)
    const next = page * pageSize < total ? `${url.origin}/api/articles/?page=${page + 1}` : null
    json({ count: total, next, previous: null, results })(url, req, res)
  }
}

/** `count` partners made from the seed's, with ids from 1 and names of their own beyond the seed's. */
export function partners(count: number): Raw[] {
  const seeded = SEED.bodies.partners as Raw[]
  return Array.from({ length: count }, (_, index) => {
    const partner = seeded[index % seeded.length]!
    return {
      ...partner,
      id: index + 1,
      name: `${String(partner.name)}${index >= seeded.length ? ` ${index + 1}` : ''}`,
    }
  })
}

/** How many articles the full API serves per page of `/api/articles/`, whatever the page size asked. */
export const FULL_API_ARTICLES_PER_PAGE = 10

/** Whether a request asks what a declaration's query says (the events' filters). */
const asks = (url: URL, query: Readonly<Record<string, string>> = {}) =>
  Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)

/**
 * Every declared endpoint (src/shared/schemas/endpoints.ts), answering what the reference back-end answers from its
 * seed: a new endpoint is served as soon as it is declared and seeded. The articles are paged like the reference
 * back-end's (`{ results, pagination }`) but `FULL_API_ARTICLES_PER_PAGE` at a time, and some lists come as
 * Django REST framework's `{ count, next, previous, results }`, as a real back-end may send them.
 */
export function fullApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const routes: Record<string, Handler> = {}
  const byPath = new Map<string, { query?: Readonly<Record<string, string>>; body: unknown }[]>()
  SNAPSHOT_NAMES.forEach((name, index) => {
    const declaration = ENDPOINTS[name]
    if (!(name in SEED.bodies)) return
    const seeded = SEED.bodies[name]
    // Every other list in DRF's envelope.
    const body =
      Array.isArray(seeded) && index % 2 === 1
        ? { count: seeded.length, next: null, previous: null, results: seeded }
        : seeded
    const query = 'query' in declaration ? declaration.query : undefined
    byPath.set(declaration.path, [...(byPath.get(declaration.path) ?? []), { query, body }])
  })
  for (const [path, answers] of byPath)
    routes[path] = (url, req, res) => {
      const answer = answers.find(({ query }) => asks(url, query)) ?? answers.at(-1)!
      json(answer.body)(url, req, res)
    }
  const articles = SEED.articles
  routes[API_PATHS.articles] = (url, req, res) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    const size = FULL_API_ARTICLES_PER_PAGE
    const results = articles.slice((page - 1) * size, page * size)
    const pagination = {
      page,
      page_size: size,
      total_pages: Math.ceil(articles.length / size),
      total_count: articles.length,
    }
    json({ results, pagination })(url, req, res)
  }
  for (const { id } of articles) routes[articleCommentsPath(id)] = json(SEED.comments[id])
  return { ...routes, ...overrides }
}
