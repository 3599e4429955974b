import { useI18n } from '../i18n/I18nProvider'
import { ArticleCard } from './ArticleCard'
import type { ArticleCardView } from './article-card-view'
import { TEXT_SLOT } from './PartText'

/**
 * An article's card as the news list and an article's "read also" show it: the `news` look, its "read more"
 * line named after the article (texts of the `news` dictionary area, which both pages load).
 */
export function NewsArticleCard({ article }: { article: ArticleCardView }) {
  const { t } = useI18n()
  return (
    <ArticleCard
      article={article}
      look="news"
      readMore={t('news.readMore')}
      readMoreName={t('news.readMoreAbout', { title: TEXT_SLOT })}
    />
  )
}
