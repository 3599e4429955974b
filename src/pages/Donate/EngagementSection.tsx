import { HandHeart } from 'lucide-react'
import { useI18n } from '../../i18n/I18nProvider'

/** Why a gift matters, and what the joint fund has already financed. */
export function EngagementSection() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="donate-engagement" className="grid items-center gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 id="donate-engagement" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('donate.engagement.title')}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t('donate.engagement.text')}</p>
        <p className="mt-3 text-slate-700">{t('donate.engagement.use')}</p>
      </div>
      <div className="rounded-2xl bg-brand-900 p-6 text-white">
        <HandHeart aria-hidden="true" size={36} className="text-accent-400" />
        <p className="mt-3 text-4xl font-extrabold">{t('donate.fund.value')}</p>
        <p className="mt-1 text-lg">{t('donate.fund.text')}</p>
      </div>
    </section>
  )
}
