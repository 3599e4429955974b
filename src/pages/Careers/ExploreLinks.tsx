import { ArrowRight } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * The careers page's links (docs/behaviour.md#careers), to routes that exist
 * (docs/behaviour.md#links-to-existing-routes).
 */
const LINKS = [
  { id: 'about', href: '/about' },
  { id: 'projects', href: '/projets' },
  { id: 'donate', href: '/don' },
  { id: 'home', href: '/' },
  { id: 'contact', href: '/contact' },
] as const

export function ExploreLinks() {
  const { t, to } = useI18n()
  return (
    <section aria-labelledby="careers-explore" className="bg-brand-900 py-12 text-white sm:py-16">
      <div className="container">
        <h2 id="careers-explore" className="text-2xl font-bold sm:text-3xl">
          {t('careers.explore.title')}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {LINKS.map(({ id, href }) => (
            <li key={id}>
              <a
                href={to(href)}
                className="focus-ring flex h-full items-center justify-between gap-2 rounded-xl bg-white/10 px-4 py-3 font-semibold text-white hover:bg-white/20"
              >
                {t(`careers.explore.${id}`)}
                <ArrowRight aria-hidden="true" size={18} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
