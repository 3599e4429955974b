import { HeartHandshake, Menu } from 'lucide-react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { isActivePath } from '../i18n/paths'
import type { ActionLink } from './actions'
import { LanguageSwitcher } from './LanguageSwitcher'
import type { LayoutSettings } from './layout-data'
import { Logo } from './Logo'
import { LazyMobileMenu, preloadMobileMenuWhenIdle } from './lazy-mobile-menu'
import { NavDropdown } from './NavDropdown'
import { buildMainNav, isGroup } from './navigation'
import { SearchBox } from './SearchBox'
import { useActionLinks } from './useActionLinks'

/** The sticky top bar: banner, logo, main navigation, search, language switcher, mobile menu (SPEC §2). */
export function TopBar({
  settings,
  actions,
}: {
  settings: LayoutSettings | null
  actions: ActionLink[] | null
}) {
  const { t, to } = useI18n()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  // Mounted from its first opening on, so it keeps its state between openings as before.
  const [menuMounted, setMenuMounted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const nav = buildMainNav(useActionLinks(actions))
  useEffect(() => preloadMobileMenuWhenIdle(), [])

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm [backdrop-filter:blur(8px)]">
      {settings ? (
        <p className="bg-brand-800 px-4 py-1.5 text-center text-xs font-medium text-white sm:text-sm">
          {settings.banner}
        </p>
      ) : null}
      <div className="container flex h-16 items-center gap-3 2xl:gap-4">
        <Logo />
        <nav aria-label={t('a11y.mainNav')} className="hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {nav.map((entry) =>
              isGroup(entry) ? (
                <NavDropdown key={entry.id} group={entry} />
              ) : (
                <li key={entry.id}>
                  <Link
                    to={to(entry.href)}
                    aria-current={isActivePath(pathname, entry.href) ? 'page' : undefined}
                    className={`focus-ring block rounded-md px-2 py-2 text-sm font-semibold hover:bg-brand-50 2xl:px-3 ${
                      isActivePath(pathname, entry.href)
                        ? 'text-brand-700 underline decoration-2 underline-offset-6'
                        : 'text-slate-800'
                    }`}
                  >
                    {t(entry.labelKey)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <SearchBox className="w-40 2xl:w-56" />
          <LanguageSwitcher variant="compact" />
          <Link to={to('/don')} className="btn-accent py-2 text-sm">
            <HeartHandshake aria-hidden="true" size={18} />
            {t('nav.donate')}
          </Link>
        </div>
        <div className="ml-auto flex items-center gap-2 xl:hidden">
          <LanguageSwitcher variant="compact" />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setMenuMounted(true)
              setMenuOpen(true)
            }}
            className="focus-ring rounded-md p-2 text-brand-800 hover:bg-brand-50"
          >
            <Menu aria-hidden="true" size={26} />
            <span className="sr-only">{t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <LazyMobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} nav={nav} />
        </Suspense>
      ) : null}
    </header>
  )
}
