import { PageFrame } from '../../components/PageFrame'
import { useI18n } from '../../i18n/I18nProvider'

/**
 * The articles saved on this device ("Sauvegarder" on an article), which open without a network. The list is
 * in the browser's caches, so the page script fills it (src/client/offline/saved-list.ts); the prerendered
 * page says what it needs, and only the state that is true shows once the script has looked.
 */
export function Component() {
  const { t } = useI18n()
  return (
    <PageFrame id="saved">
      <section data-saved-articles="" className="container max-w-3xl py-12 space-y-6">
        <p className="text-lg text-slate-700">{t('saved.how')}</p>
        <p data-saved-state="needs-script" className="text-slate-700">
          {t('saved.needsScript')}
        </p>
        <p data-saved-state="unsupported" hidden className="text-slate-700">
          {t('saved.unsupported')}
        </p>
        <p data-saved-state="empty" hidden className="text-slate-700">
          {t('saved.empty')}
        </p>
        <ul
          data-saved-state="list"
          hidden
          aria-label={t('saved.listLabel')}
          className="list-disc space-y-3 pl-6 text-lg"
        />
      </section>
    </PageFrame>
  )
}
