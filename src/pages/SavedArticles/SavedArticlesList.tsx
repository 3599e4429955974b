import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * The articles saved on this device ("Sauvegarder" on an article), which open without a network. The list is
 * in the browser's caches, so the page script fills it (src/browser/page-script/offline/saved-list.ts); the prerendered
 * markup says what it needs, and only the state that is true shows once the script has looked. On the
 * saved-articles page and on the offline page.
 */
export function SavedArticlesList({ heading }: { heading?: string }) {
  const { t } = useI18n()
  return (
    <section
      id="saved-articles"
      data-saved-articles=""
      aria-labelledby={heading ? 'saved-articles-title' : undefined}
      className="space-y-6"
    >
      {heading ? (
        <h2 id="saved-articles-title" className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
      ) : null}
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
  )
}
