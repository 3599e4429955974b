import { Briefcase, HandHeart } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { pageHref } from '../../shared/app/page-links'

/** Join us: volunteering and open positions, both on the careers page. */
export function JoinUsSection() {
  const { t, to } = useI18n()
  return (
    <section
      aria-labelledby="team-join"
      className="bg-gradient-to-br from-brand-800 to-brand-900 py-12 text-white sm:py-16"
    >
      <div className="container text-center">
        <h2 id="team-join" className="text-2xl font-bold sm:text-3xl">
          {t('team.joinTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-white/90">{t('team.joinText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={to(`${pageHref('Careers')}#benevolat`)} className="btn-accent">
            <HandHeart aria-hidden="true" size={18} />
            {t('team.volunteer')}
          </a>
          <a href={to(`${pageHref('Careers')}#postuler`)} className="btn-ghost-light">
            <Briefcase aria-hidden="true" size={18} />
            {t('team.openPositions')}
          </a>
        </div>
      </div>
    </section>
  )
}
