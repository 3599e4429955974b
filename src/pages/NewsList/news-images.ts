/** docs/behaviour.md#images: an article without a cover, or whose cover fails, shows this image. */
export const ARTICLE_FALLBACK_IMAGE = '/images/article-default.jpg'
