import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { type Shown, langOfShown, textOfShown } from './PartText'

export interface Crumb {
  label: Shown
  /** Site path without language prefix; the last crumb (the current page) has none. */
  href?: string
}

/**
 * The trail from the home page to the current one. `parentOnlyOnPhone`: below 640 px only the link to the
 * parent shows, as a way back (docs/behaviour.md#article): three lines of crumbs pushed an article's text off
 * a phone's first screen. A crumb hidden there is hidden to screen readers too: the trail heard is the one
 * seen. Each crumb is a tap target high (min-h-6) from its first byte: a crumb the parser has only half
 * read (its chevron, not yet its text) would otherwise sit 3 px lower, then move (docs/behaviour.md#tap-targets).
 */
export function Breadcrumbs({
  trail,
  parentOnlyOnPhone = false,
}: {
  trail: readonly Crumb[]
  parentOnlyOnPhone?: boolean
}) {
  const { t, to } = useI18n()
  const items: Crumb[] = [{ label: t('nav.home'), href: '/' }, ...trail]
  const parent = items.length - 2
  return (
    <nav aria-label={t('a11y.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-white/90">
        {items.map((crumb, index) => {
          const last = index === items.length - 1
          const onPhone = !parentOnlyOnPhone || index === parent
          return (
            <li
              key={`${textOfShown(crumb.label)}-${index}`}
              className={`flex min-h-6 items-center gap-1${onPhone ? '' : ' lt-sm:hidden'}`}
            >
              {parentOnlyOnPhone && index === parent ? (
                <ChevronLeft aria-hidden="true" size={14} className="sm:hidden" />
              ) : null}
              {index > 0 ? (
                <ChevronRight
                  aria-hidden="true"
                  size={14}
                  className={parentOnlyOnPhone && index === parent ? 'lt-sm:hidden' : undefined}
                />
              ) : null}
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
