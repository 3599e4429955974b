import { toIso } from '../db/time'
import { error, json } from '../http/reply'
import type { RouteHandler } from '../http/router'
import type { ArticleRow } from '../store/articles'
import { mediaUrl } from '../store/media-url'
import type { RouteDeps } from './context'
import { parseArticleQuery } from './query'

const RECENT_WINDOW_MS = 30 * 86_400_000

export function serializeArticle(row: ArticleRow, origin: string) {
  return {
    id: row.id,
    slug: row.slug,
    title_fr: row.title_fr,
    title_en: row.title_en,
    description_fr: row.description_fr,
    description_en: row.description_en,
    cover_image_url: mediaUrl(origin, row.cover_image),
    published_at: toIso(row.published_at),
    author_name: row.author_name,
    category: row.category_id,
    category_info:
      row.category_id === null
        ? null
        : { id: row.category_id, libelle_fr: row.libelle_fr ?? '', libelle_en: row.libelle_en ?? '' },
  }
}

export function articleRoutes(deps: RouteDeps): Record<'list' | 'bySlug' | 'stats', RouteHandler> {
  return {
    list: ({ query, origin }) => {
      const q = parseArticleQuery(query)
      const { rows, totalCount } = deps.articles.list(q, deps.now())
      return json(200, {
        results: rows.map((row) => serializeArticle(row, origin)),
        pagination: {
          page: q.page,
          page_size: q.pageSize,
          total_pages: Math.max(1, Math.ceil(totalCount / q.pageSize)),
          total_count: totalCount,
        },
      })
    },
    bySlug: ({ params, origin }) => {
      const row = deps.articles.findBySlug(params.slug ?? '', deps.now())
      return row ? json(200, serializeArticle(row, origin)) : error(404, 'Article non trouvé')
    },
    stats: () => {
      const stats = deps.articles.stats(deps.now(), RECENT_WINDOW_MS)
      return json(200, {
        total_articles: stats.total,
        recent_articles: stats.recent,
        articles_by_category: stats.byCategory,
      })
    },
  }
}
