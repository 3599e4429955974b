import { ArrowRight } from 'lucide-react'
import { CoverCard } from '../../shared/components/CoverCard'
import { Icon } from '../../shared/components/Icon'
import { useI18n } from '../../shared/i18n/I18nProvider'

/** What a project's or a theme's card shows on the projects page. */
export interface Summary {
  image: string
  title: string
  description: string
  icon: string
}

/**
 * A card of the projects page: the cover, the icon on its badge (the project's colour, or the theme's gradient
 * as classes), the description and "learn more"; the whole card links to `href`.
 */
export function SummaryCard({
  summary,
  href,
  badgeClassName = '',
  badgeColor,
}: {
  summary: Summary
  href: string
  badgeClassName?: string
  badgeColor?: string
}) {
  const { t } = useI18n()
  return (
    <CoverCard
      image={summary.image}
      href={href}
      title={summary.title}
      bodyClassName="p-6"
      before={
        <span
          className={`-mt-12 mb-3 inline-flex h-12 w-12 items-center justify-center rounded-xl text-white shadow ${badgeClassName}`.trim()}
          style={badgeColor ? { backgroundColor: badgeColor } : undefined}
        >
          <Icon name={summary.icon} />
        </span>
      }
      after={
        <>
          <p className="mt-2 flex-1 text-slate-700">{summary.description}</p>
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700"
          >
            {t('state.learnMore')}
            <ArrowRight size={18} />
          </span>
        </>
      }
    />
  )
}
