import { ShieldCheck } from 'lucide-react'
import { useI18n } from '../../i18n/I18nProvider'
import { paths } from '../../app/paths'

/** "How we use your data", under the submit button of each form that keeps personal data. */
export function PrivacyLink() {
  const { t, to } = useI18n()
  return (
    <p className="mt-3 text-sm">
      <a
        href={to(paths.privacy())}
        className="focus-ring tap-target gap-1.5 rounded font-semibold text-brand-700 underline hover:no-underline"
      >
        <ShieldCheck aria-hidden="true" size={16} />
        {t('form.privacyLink')}
      </a>
    </p>
  )
}
