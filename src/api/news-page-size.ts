/** Articles per page of the news list (the API's `page_size`). */
export const NEWS_PAGE_SIZE = 9
