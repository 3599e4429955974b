import { useI18n } from '../i18n/I18nProvider'

export function SkipLink() {
  const { t } = useI18n()
  return (
    <a
      href="#main"
      className="focus-ring sr-only z-100 rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:(not-sr-only fixed left-4 top-4)"
    >
      {t('a11y.skipToContent')}
    </a>
  )
}
