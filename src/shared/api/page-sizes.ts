/** Articles per page of the news list (the API's `page_size`): the prerendered pages and the live search alike. */
export const NEWS_PAGE_SIZE = 9

/**
 * Comments per page (the API's `page_size`): the first page the build keeps for each article is the island's
 * first page too, and each "more" asks for the next.
 */
export const COMMENT_PAGE_SIZE = 10
