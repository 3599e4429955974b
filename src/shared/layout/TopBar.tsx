import { HeartHandshake, Menu } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { isActivePath } from '../i18n/paths'
import { LanguageSwitcher } from './LanguageSwitcher'
import type { LayoutSettings } from './layout-data'
import { Logo } from './Logo'
import { MOBILE_MENU_ID } from './MobileMenu'
import { NavDropdown } from './NavDropdown'
import { currentOf, isGroup, placeInNav, type NavEntry } from './navigation'
import { SearchBox } from './SearchBox'

/**
 * The top bar (docs/behaviour.md#top-bar): the tagline, then the bar that stays pinned (logo, main navigation,
 * search, language switcher, donate button, mobile menu button). Plain markup that works without JavaScript
 * (native `<details>` and `popover`); the few behaviours a script adds are in src/browser/page-script/frame. The section
 * holding the page is marked, on a detail page too (placeInNav).
 */
export function TopBar({ settings, nav }: { settings: LayoutSettings | null; nav: NavEntry[] }) {
  const { t, to } = useI18n()
  const { pathname } = useLocation()
  const place = placeInNav(pathname, nav)

  return (
    <>
      {/* The tagline scrolls away with the page; only the bar stays pinned, 64 px in all. It is outside the
          banner landmark because a sticky box stays pinned only within its parent: inside a banner holding
          both, the bar would leave the screen with it. */}
      {settings ? (
        <p className="bg-brand-800 px-4 py-1.5 text-center text-xs font-medium text-white sm:text-sm">
          {settings.banner}
        </p>
      ) : null}
      <header className="sticky top-0 z-30 h-16 border-b border-slate-200 bg-white/95 shadow-sm [backdrop-filter:blur(8px)]">
        <div className="container flex h-full items-center gap-3 2xl:gap-4">
          <Logo />
          <nav aria-label={t('a11y.mainNav')} className="hidden flex-1 xl:block">
            {/* Labels never wrap (a chevron apart from its label): from 1280 px the bar holds them on one line each
                with tighter padding; below, the menu button holds them. */}
            <ul className="flex items-center gap-0.5 2xl:gap-1">
              {nav.map((entry) =>
                isGroup(entry) ? (
                  <NavDropdown key={entry.id} group={entry} place={place} />
                ) : (
                  <li key={entry.id}>
                    <a
                      href={to(entry.href)}
                      aria-current={currentOf(place, entry.id, entry.href)}
                      className={`focus-ring tap-target-lg whitespace-nowrap rounded-md px-1.5 text-sm font-semibold hover:bg-brand-50 2xl:px-3 ${
                        place.section === entry.id
                          ? 'text-brand-700 underline decoration-2 underline-offset-6'
                          : 'text-slate-800'
                      }`}
                    >
                      {entry.labelKey ? t(entry.labelKey) : entry.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {/* One donate button at every width: on a phone between the languages and the menu button. */}
          <div className="ml-auto flex items-center gap-2 xl:gap-3">
            <SearchBox id="top-bar-search" className="hidden w-44 xl:block 2xl:w-56" />
            <LanguageSwitcher variant="compact" />
            <a
              href={to('/don')}
              aria-current={isActivePath(pathname, '/don') ? 'page' : undefined}
              className="btn-accent whitespace-nowrap px-3 text-sm sm:px-4"
            >
              <HeartHandshake aria-hidden="true" size={18} className="hidden shrink-0 sm:block" />
              {t('nav.donate')}
            </a>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              data-mobile-menu-button
              className="focus-ring tap-target-lg rounded-md text-brand-800 hover:bg-brand-50 xl:hidden"
            >
              <Menu aria-hidden="true" size={26} className="shrink-0" />
              <span className="sr-only">{t('nav.openMenu')}</span>
            </button>
          </div>
        </div>
      </header>
    </>
  )
}
