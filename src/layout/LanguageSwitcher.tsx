import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { LANGS, type Lang } from '../i18n/languages'
import { switchLangPath } from '../i18n/paths'
import { announceLangChange, storeLang } from '../i18n/storage'
import { useIsNotFound } from './useIsNotFound'

/** Delay before the scroll position is put back after a language switch (SPEC §9). */
export const SCROLL_RESTORE_DELAY_MS = 50

/**
 * Links to the same page in each language: plain links work without JavaScript; with it, the switch keeps
 * the scroll position, stores the choice and announces it.
 */
export function LanguageSwitcher({
  variant,
  onSwitch,
}: {
  variant: 'compact' | 'full'
  onSwitch?: () => void
}) {
  const { lang, t } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const notFound = useIsNotFound()
  const here = `${location.pathname}${location.search}${location.hash}`
  const twin = (option: Lang) => (notFound ? `/${option}` : switchLangPath(here, option))

  const switchTo = (event: MouseEvent<HTMLAnchorElement>, next: Lang) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onSwitch?.()
    if (next === lang) return
    const scrollY = window.scrollY
    storeLang(next)
    navigate(twin(next), { state: { keepScroll: !notFound }, preventScrollReset: !notFound })
    window.setTimeout(() => window.scrollTo({ top: scrollY, behavior: 'auto' }), SCROLL_RESTORE_DELAY_MS)
    announceLangChange(next)
  }

  return (
    <ul
      aria-label={t('lang.label')}
      className={variant === 'compact' ? 'flex items-center gap-1' : 'flex flex-col gap-2 sm:flex-row'}
    >
      {LANGS.map((option) => {
        const full = t(`lang.${option}.full`)
        const current = option === lang
        return (
          <li key={option}>
            <a
              href={twin(option)}
              hrefLang={option}
              lang={option}
              aria-current={current ? 'true' : undefined}
              onClick={(event) => switchTo(event, option)}
              className={`focus-ring block rounded-md px-2 py-1 text-sm font-semibold ${
                current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
              }`}
            >
              {/* The compact form's name starts with what it shows ("FR Français"): WCAG 2.5.3, label in name. */}
              {variant === 'compact' ? (
                <>
                  {t(`lang.${option}.short`)}
                  <span className="sr-only"> {full}</span>
                </>
              ) : (
                full
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
