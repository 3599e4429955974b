import { Pencil } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { isPreviewBuild } from '../lib/preview'

/**
 * "Edit this page": GitHub's web editor of the page's Markdown file, for the organisation's editors, on
 * preview builds only (src/shared/lib/preview.ts): the public site is for visitors.
 */
export function EditPageLink({ href, preview = isPreviewBuild }: { href: string; preview?: boolean }) {
  const { t } = useI18n()
  if (!preview) return null
  return (
    <p className="mt-10 border-t border-slate-200 pt-4 text-sm">
      <a
        href={href}
        className="focus-ring tap-target gap-2 rounded font-semibold text-brand-700 hover:underline"
      >
        <Pencil aria-hidden="true" size={16} />
        {t('static.editPage')} <span className="font-normal text-slate-600">{t('static.editPageWhere')}</span>
      </a>
    </p>
  )
}
