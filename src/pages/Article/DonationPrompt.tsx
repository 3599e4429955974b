import { HeartHandshake } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * The call to give at the end of every article (docs/behaviour.md#article): a short word and a link to the
 * donation page, where a reader moved by the story can act on it. Plain markup, no script.
 */
export function DonationPrompt() {
  const { t, to } = useI18n()
  return (
    <section
      aria-labelledby="article-donate-title"
      data-pagefind-ignore=""
      className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <HeartHandshake aria-hidden="true" size={40} className="shrink-0 text-brand-700" />
      <div className="flex-1">
        <h2 id="article-donate-title" className="text-xl font-bold text-slate-900">
          {t('article.donate.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('article.donate.text')}</p>
      </div>
      <a href={to('/don')} className="btn-accent shrink-0 self-start sm:self-center">
        {t('nav.donate')}
      </a>
    </section>
  )
}
