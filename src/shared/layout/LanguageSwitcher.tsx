import { useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { LANGS, type Lang } from '../i18n/languages'
import { paths } from '../app/paths'
import { localizePath, switchLangPath } from '../i18n/paths'
import { useIsNotFound } from './useIsNotFound'

/**
 * Links to the same page in each language. Plain links, so they work without JavaScript; the frame script
 * (src/browser/page-script/frame/language.ts) adds the stored choice, the kept scroll position and the address's own query.
 * The 404 file is served at any address, so the build cannot know its twin: its links lead to each home page,
 * and with JavaScript the frame script swaps the language segment of the address instead
 * (docs/behaviour.md#language-switch).
 */
export function LanguageSwitcher({ variant }: { variant: 'compact' | 'full' }) {
  const { lang, t } = useI18n()
  const { pathname, search, hash } = useLocation()
  const notFound = useIsNotFound()
  const twin = (option: Lang) =>
    notFound ? localizePath(paths.home(), option) : switchLangPath(`${pathname}${search}${hash}`, option)

  return (
    <ul
      aria-label={t('lang.label')}
      className={variant === 'compact' ? 'flex items-center gap-1' : 'flex flex-col gap-2 sm:flex-row'}
    >
      {LANGS.map((option) => {
        const full = t(`lang.${option}.full`)
        const current = option === lang
        return (
          // On a phone the top bar shows only the other language, leaving room for the donate button
          // (docs/behaviour.md#top-bar); the menu lists both.
          <li key={option} className={variant === 'compact' && current ? 'max-sm:hidden' : undefined}>
            <a
              href={twin(option)}
              hrefLang={option}
              lang={option}
              // How the frame script (src/browser/page-script/frame/language.ts) finds the switch links.
              data-lang-switch=""
              aria-current={current ? 'true' : undefined}
              className={`focus-ring tap-target-lg rounded-md text-sm font-semibold ${
                variant === 'compact' ? 'px-2' : 'w-full justify-start px-3 sm:w-auto'
              } ${current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
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
