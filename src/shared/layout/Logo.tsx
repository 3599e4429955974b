import { useI18n } from '../i18n/I18nProvider'

/** The organisation's mark, drawn inline (no request): a water drop over a leaf-green base. */
export function Logo() {
  const { t, to } = useI18n()
  return (
    <a href={to('/')} className="focus-ring flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-md">
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36">
        <circle cx="18" cy="18" r="18" fill="#07578c" />
        <path d="M18 6c4 6 8 10.5 8 15a8 8 0 0 1-16 0c0-4.5 4-9 8-15z" fill="#7dd3fc" />
        <path d="M9 27c4-3 14-3 18 0-3 4-15 4-18 0z" fill="#16a34a" />
      </svg>
      {/* Under 360 px the mark alone shows, its name kept for assistive technologies: the top bar's donate
          button needs the room (docs/behaviour.md#top-bar). */}
      <span className="flex flex-col leading-tight max-[359px]:sr-only">
        <span className="text-lg font-extrabold tracking-wide text-brand-800">{t('site.name')}</span>
        {/* The full name beside the mark where the menu is folded; from 1280 px the menu's labels, each on one
            line, need the room (docs/behaviour.md#top-bar). */}
        <span className="hidden text-xs text-slate-600 sm:block xl:hidden">{t('site.fullName')}</span>
      </span>
    </a>
  )
}
