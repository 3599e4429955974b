import { PageHero } from '../../components/PageHero'
import { PageMeta } from '../../components/PageMeta'
import { useI18n } from '../../i18n/I18nProvider'
import { savedPagePath } from '../../offline/rules'

/**
 * What the service worker shows for a page it has no copy of while the network is gone (docs/offline.md),
 * in the language of the address asked for. Never indexed: it is nobody's destination.
 */
export function Component() {
  const { t, lang } = useI18n()
  return (
    <>
      <PageMeta title={t('page.offline.title')} description={t('page.offline.description')} noindex />
      <PageHero title={t('page.offline.title')} subtitle={t('page.offline.subtitle')} />
      <section className="container max-w-3xl py-12 space-y-6">
        <p className="text-lg text-slate-700">{t('offline.text')}</p>
        <p className="flex flex-wrap gap-3">
          <a href={savedPagePath(lang)} className="btn-primary">
            {t('offline.saved')}
          </a>
          <a href={`/${lang}`} className="btn-outline">
            {t('offline.home')}
          </a>
        </p>
      </section>
    </>
  )
}
