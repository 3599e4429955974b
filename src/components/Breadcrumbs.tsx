import { ChevronRight } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'

export interface Crumb {
  label: string
  /** Site path without language prefix; the last crumb (the current page) has none. */
  href?: string
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t, to } = useI18n()
  const items: Crumb[] = [{ label: t('nav.home'), href: '/' }, ...trail]
  return (
    <nav aria-label={t('a11y.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-white/90">
        {items.map((crumb, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" size={14} /> : null}
              {crumb.href && !last ? (
                <a href={to(crumb.href)} className="focus-ring rounded underline-offset-2 hover:underline">
                  {crumb.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-semibold text-white">
                  {crumb.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
