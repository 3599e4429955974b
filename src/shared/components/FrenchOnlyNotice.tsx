import { Languages } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import type { LangText } from '../i18n/localize'

/**
 * One line, in the page's language, above a main text the page shows in French for want of its own language
 * (docs/behaviour.md#languages); nothing when the text is in the page's language.
 */
export function FrenchOnlyNotice({ main, kind }: { main: LangText; kind: 'article' | 'page' }) {
  const { t } = useI18n()
  if (main.lang !== 'fr' || !main.text.trim()) return null
  return (
    <p
      data-language-notice=""
      className="mb-6 flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-slate-800"
    >
      <Languages aria-hidden="true" size={18} className="shrink-0 text-brand-700" />
      {t(`lang.frenchOnly.${kind}`)}
    </p>
  )
}
