import { ArrowRight } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { KeyFigureView } from './key-figures'
import { pageHref } from '../../shared/app/page-links'

/**
 * The key figures near the top of the home page (docs/behaviour.md#home): three or four facts of the settings,
 * plain HTML. A figure never breaks across lines (the French grouping space is a no-break one, and the value
 * does not wrap); on a phone they sit two by two, so the band stays a few lines tall.
 */
export function KeyFiguresBand({ figures }: { figures: readonly KeyFigureView[] | null }) {
  const { t, to } = useI18n()
  if (!figures?.length) return null
  return (
    <section aria-labelledby="home-figures" className="bg-brand-900 text-white">
      <div className="container py-5 sm:py-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="home-figures" className="text-sm font-bold uppercase tracking-wide text-brand-100">
            {t('home.figures.title')}
          </h2>
          <a
            href={to(pageHref('History'))}
            className="focus-ring tap-target gap-1 rounded text-sm font-semibold text-white underline hover:text-brand-100"
          >
            {t('home.figures.more')}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
        </div>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {figures.map(({ value, label }) => (
            <li key={label} className="border-l-4 border-accent-400 pl-3">
              <p className="whitespace-nowrap text-2xl font-extrabold leading-tight sm:text-3xl">{value}</p>
              <p className="text-sm leading-snug text-brand-50">{label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
