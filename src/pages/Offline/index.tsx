import { PageFrame } from '../../shared/components/PageFrame'
import { paths } from '../../shared/app/paths'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { SavedArticlesList } from '../SavedArticles/SavedArticlesList'

/**
 * What the service worker shows for a page it has no copy of while the network is gone (docs/offline.md), in
 * the language of the address asked for. The saved articles are on the page itself: it is the one page the
 * worker stores ahead (per language), so the way to them works with no network.
 */
export function Component() {
  const { t, to } = useI18n()
  return (
    <PageFrame id="offline" noindex>
      <div className="container max-w-3xl py-12 space-y-10">
        <p className="text-lg text-slate-700">{t('offline.text')}</p>
        <p className="flex flex-wrap gap-3">
          <a href="#saved-articles" className="btn-primary">
            {t('offline.saved')}
          </a>
          <a href={to(paths.home())} className="btn-outline">
            {t('offline.home')}
          </a>
        </p>
        <SavedArticlesList heading={t('offline.saved')} />
      </div>
    </PageFrame>
  )
}
