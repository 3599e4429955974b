import { ChevronRight } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { type Shown, langOfShown, textOfShown } from './PartText'

export interface Crumb {
  label: Shown
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
            <li key={`${textOfShown(crumb.label)}-${index}`} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" size={14} /> : null}
              {crumb.href && !last ? (
                <a
                  href={to(crumb.href)}
                  lang={langOfShown(crumb.label)}
                  className="focus-ring tap-target rounded underline-offset-2 hover:underline"
                >
                  {textOfShown(crumb.label)}
                </a>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  lang={langOfShown(crumb.label)}
                  className="font-semibold text-white"
                >
                  {textOfShown(crumb.label)}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
