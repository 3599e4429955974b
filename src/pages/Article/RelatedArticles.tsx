import { NewsArticleCard } from '../../shared/components/NewsArticleCard'
import type { ArticleCardView } from '../../shared/components/article-card-view'
import { cardRow } from '../../shared/components/card-row'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * Three stories to read next, under the article (docs/behaviour.md#article): its category's first, then the
 * newest; a row to swipe on a phone. Plain markup, no script; nothing when there is none (an article fetched
 * live).
 */
export function RelatedArticles({ articles }: { articles: readonly ArticleCardView[] }) {
  const { t } = useI18n()
  if (!articles.length) return null
  const row = cardRow(articles.length)
  return (
    // Other articles' cards: not this page's text for the site search (docs/behaviour.md#search-from-the-top-bar).
    <section aria-labelledby="article-related-title" className="mt-12" data-pagefind-ignore="">
      <h2 id="article-related-title" className="mb-6 text-2xl font-bold text-slate-900">
        {t('article.related.title')}
      </h2>
      <ul className={row.list}>
        {articles.map((article) => (
          <li key={article.id} className={row.item}>
            <NewsArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  )
}
