import { ExternalLink, Map as MapIcon } from 'lucide-react'
import { useState } from 'react'
import { scriptOnly } from '../../shared/components/script-only'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useIsClient } from '../../shared/islands/useIsClient'

/**
 * The map of the office. The third-party frame loads only when the visitor asks for it (no request to the
 * map site before that); the link opens the same place on the map site itself.
 */
export function MapEmbed({ embedUrl, linkUrl, city }: { embedUrl: string; linkUrl: string; city: string }) {
  const { t } = useI18n()
  const [shown, setShown] = useState(false)
  const client = useIsClient()
  return (
    <div className="mt-8">
      <h3 className="mb-3 text-lg font-bold text-slate-900">{t('contact.map.title', { city })}</h3>
      {shown ? (
        <iframe
          src={embedUrl}
          title={t('contact.map.frameTitle', { city })}
          className="h-72 w-full rounded-xl border border-slate-200"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="flex h-72 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
          <MapIcon aria-hidden="true" size={36} className="text-brand-700" />
          <p className="max-w-sm text-sm text-slate-700">{t('contact.map.consent')}</p>
          {/* Without JavaScript the frame cannot be asked for: the link below opens the map instead. */}
          <button
            type="button"
            onClick={() => setShown(true)}
            className="btn-primary"
            {...scriptOnly(client, 'inline-flex')}
          >
            {t('contact.map.show')}
          </button>
        </div>
      )}
      <a
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="focus-ring mt-3 inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline"
      >
        <ExternalLink aria-hidden="true" size={16} />
        {t('contact.map.open')}
        <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
      </a>
    </div>
  )
}
