import { HeartHandshake, Mail, Users } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { pageHref } from '../../shared/app/page-links'

/** The two calls after the items in focus (docs/behaviour.md#home): write to us, and join the mission. */
export function FocusCallToAction() {
  const { t, to } = useI18n()
  return (
    <div className="mt-6 grid gap-3 sm:mt-12 sm:gap-6 lg:grid-cols-2">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-8">
        <h3 className="text-xl font-bold text-brand-900">{t('home.focus.ctaTitle')}</h3>
        {/* On a phone the heading and the button say it (docs/behaviour.md#home: ten screens at most). */}
        <p className="text-slate-700 lt-sm:hidden">{t('home.focus.ctaText')}</p>
        <a href={to('/contact')} className="btn-primary mt-auto">
          <Mail aria-hidden="true" size={18} />
          {t('home.focus.ctaButton')}
        </a>
      </div>
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-5 text-white sm:p-8">
        <h3 className="text-xl font-bold">{t('home.join.title')}</h3>
        <p className="text-white/90 lt-sm:hidden">{t('home.join.text')}</p>
        <div className="mt-auto flex flex-wrap gap-3">
          <a href={to(pageHref('Careers'))} className="btn-ghost-light">
            <Users aria-hidden="true" size={18} />
            {t('home.join.volunteer')}
          </a>
          <a href={to('/don')} className="btn-accent">
            <HeartHandshake aria-hidden="true" size={18} />
            {t('home.join.donate')}
          </a>
        </div>
      </div>
    </div>
  )
}
