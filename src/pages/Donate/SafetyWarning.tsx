import { ShieldAlert } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'

/** The organisation never asks for banking details by phone or text message. */
export function SafetyWarning() {
  const { t } = useI18n()
  return (
    <aside
      aria-labelledby="donate-warning"
      className="flex gap-4 rounded-2xl border-l-4 border-red-700 bg-red-50 p-6 text-red-900"
    >
      <ShieldAlert aria-hidden="true" size={28} className="shrink-0 text-red-700" />
      <div>
        <h2 id="donate-warning" className="text-lg font-bold">
          {t('donate.warning.title')}
        </h2>
        <p className="mt-1">{t('donate.warning.text')}</p>
      </div>
    </aside>
  )
}
