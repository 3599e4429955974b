import { HandHeart, Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider'

/** The side card of the content pages: a short appeal with the donate and contact buttons. */
export function SupportCard({ badge, title, text }: { badge?: ReactNode; title: string; text: string }) {
  const { t, to } = useI18n()
  return (
    // The same appeal on many pages: not a page's own text for the site search.
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-pagefind-ignore="">
      {badge}
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={to('/don')} className="btn-accent">
          <HandHeart aria-hidden="true" size={18} />
          {t('nav.donate')}
        </a>
        <a href={to('/contact')} className="btn-outline">
          <Mail aria-hidden="true" size={18} />
          {t('static.contactUs')}
        </a>
      </div>
    </div>
  )
}
