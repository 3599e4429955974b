import { PageFrame } from '../../components/PageFrame'
import { useI18n } from '../../i18n/I18nProvider'
import { savedPagePath } from '../../offline/rules'

/**
 * What the service worker shows for a page it has no copy of while the network is gone (docs/offline.md), in
 * the language of the address asked for, with the way to the articles saved on this device.
 */
export function Component() {
  const { t, lang } = useI18n()
  return (
    <PageFrame id="offline">
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
    </PageFrame>
  )
}
