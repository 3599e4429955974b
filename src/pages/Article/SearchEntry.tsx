import { ARTICLE_ENTRY, type ArticleSearchEntry, type IndexedCard } from '../../shared/search/article-entry'

/**
 * Empty elements that carry what the site's index keeps of the article beside its text (src/shared/search/article-entry.ts,
 * docs/behaviour.md#search-from-the-top-bar). Nothing shows.
 */
export function SearchEntry({ entry }: { entry: ArticleSearchEntry }) {
  const { cardMeta, categoryFilter, publishedSort, titleSort } = ARTICLE_ENTRY
  return (
    <>
      <span
        data-pagefind-meta={`${cardMeta}[data-card]`}
        data-card={JSON.stringify({ card: entry.card, titleKey: entry.titleKey } satisfies IndexedCard)}
        {...(entry.category === null
          ? {}
          : { 'data-pagefind-filter': `${categoryFilter}:${entry.category}` })}
        {...(entry.published === null ? {} : { 'data-pagefind-sort': `${publishedSort}:${entry.published}` })}
      />
      {entry.titleKey ? <span data-pagefind-sort={`${titleSort}:${entry.titleKey}`} /> : null}
    </>
  )
}
