import type fr from '../fr/news'

export default {
  'news.filters.title': 'Search and filter the news',
  'news.search.label': 'Search for an article',
  'news.search.placeholder': 'Water, health, Parakou…',
  'news.search.submit': 'Search',
  'news.category.label': 'Category',
  'news.category.all': 'All categories',
  'news.categories.title': 'Browse by category',
  'news.search.needsScript':
    'Searching the news needs JavaScript; without it, browse them by category or page by page.',
  'news.sort.label': 'Sort by',
  'news.sort.latest': 'Latest',
  'news.sort.oldest': 'Oldest',
  'news.sort.title': 'Title (A to Z)',
  'news.clearFilters': 'Clear filters',
  'news.stats.title': 'Our news in figures',
  'news.stats.total': 'Published articles',
  'news.stats.recent': 'Articles from the last 30 days',
  'news.results.title': 'Articles',
  'news.results.count.one': '{count} article found',
  'news.results.count.other': '{count} articles found',
  'news.results.searched.one': '{count} article whose title or text contains “{search}”',
  'news.results.searched.other': '{count} articles whose title or text contains “{search}”',
  'news.results.loading': 'Loading articles...',
  'news.empty.title': 'No articles found',
  'news.empty.text': 'Change your search criteria or clear the filters.',
  'news.readMore': 'Read more',
  'news.readMoreAbout': 'Read more: {title}',
  'news.pagination.label': 'News pages',
  'news.pagination.previous': 'Previous page',
  'news.pagination.next': 'Next page',
  'news.pagination.page': 'Page {page}',
  'news.pagination.status': 'Page {page} of {total}',
  'news.feed.channel': 'AHB news',
  'news.feed.description':
    'The latest news from the Benin Humanitarian Association: drinking water, health, social development and the environment.',

  'article.defaultAuthor': 'AHB',
  'article.backToNews': 'Back to the news',
  'article.related.title': 'Read next',
  'article.publishedLine': 'Published on {date} by {author}',
  'article.donate.title': 'This story goes on thanks to you',
  'article.donate.text':
    'What you have just read was made possible by donors. Every gift, however small, helps families in Benin reach clean water, health care and decent living conditions.',
  'article.loading': 'Loading the article...',
  'article.notFound.title': 'Article not found',
  'article.notFound.message': 'The article you are looking for does not exist or has been removed.',

  // An article's fallback title, here so the article page loads no other area.
  'page.article.title': 'Article',
} satisfies Record<keyof typeof fr, string>
