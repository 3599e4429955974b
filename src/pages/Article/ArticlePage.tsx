import { onDemand } from '../../shared/data/on-demand'
import { PageHero } from '../../shared/components/PageHero'
import { PageMeta } from '../../shared/components/PageMeta'
import { LoadingState } from '../../shared/components/states'
import { useBlockData } from '../../shared/data/useBlockData'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { type ArticleDetail, toArticleDetail } from './article-data'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'

const fetchArticleBySlug = onDemand('fetchArticleBySlug')

/**
 * The prerendered article, or — for an article published after the build, whose URL is served the 404
 * document (docs/behaviour.md#content-newer-than-the-build) — the article loaded from the API, or "Article
 * non trouvé".
 */
export function ArticlePage({ slug, initial }: { slug: string; initial: ArticleDetail | null }) {
  const { t, lang } = useI18n()
  const block = useBlockData<ArticleDetail>(initial, async (signal) => {
    try {
      return toArticleDetail(await fetchArticleBySlug(slug, signal), lang)
    } catch (error) {
      if (!signal.aborted) console.warn(`The article "${slug}" could not be loaded.`, error)
      throw error
    }
  })
  if (block.data) return <ArticleView article={block.data} />
  if (block.state === 'loading') {
    const title = t('page.article.title')
    return (
      <>
        <PageMeta title={title} noindex />
        <PageHero title={title} trail={[{ label: t('nav.news'), href: '/actualites' }, { label: title }]} />
        <LoadingState label={t('article.loading')} />
      </>
    )
  }
  return <ArticleNotFound />
}
