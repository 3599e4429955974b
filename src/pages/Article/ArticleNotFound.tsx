import { ArrowLeft } from 'lucide-react'
import { PageHero } from '../../shared/components/PageHero'
import { PageMeta } from '../../shared/components/PageMeta'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * docs/behaviour.md#article: an article that does not exist (or could not be loaded), with a way back to the
 * list.
 */
export function ArticleNotFound() {
  const { t, to } = useI18n()
  const title = t('article.notFound.title')
  return (
    <>
      <PageMeta title={title} description={t('article.notFound.message')} noindex />
      <PageHero title={title} trail={[{ label: t('nav.news'), href: '/actualites' }, { label: title }]} />
      <div className="container py-12 text-center">
        <p className="mx-auto max-w-xl text-lg text-slate-800">{t('article.notFound.message')}</p>
        <a href={to('/actualites')} className="btn-primary mt-6">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('article.backToNews')}
        </a>
      </div>
    </>
  )
}
