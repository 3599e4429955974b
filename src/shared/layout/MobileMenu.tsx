import { ChevronDown, HeartHandshake, X } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { currentOf, isGroup, placeInNav, type NavEntry, type NavLinkItem } from './navigation'
import { SearchBox } from './SearchBox'

/** The panel's id: the menu button opens it (`popovertarget`), its close button hides it. */
export const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The full-screen menu of small screens: accordion sub-sections (`<details>`, one open at a time), search,
 * languages and the donate button. A `popover`, so it works without JavaScript: the menu button opens it, the
 * close button and Escape close it, and it shows in the top layer, so the sticky header's backdrop filter
 * (which makes the header the containing block of its fixed descendants) no longer cuts it to a strip. The
 * frame script (src/browser/page-script/frame/mobile-menu.ts) moves focus in and back, keeps Tab inside and locks the
 * page's scrolling while it is open. Shown only while open: global.css `.mobile-menu`.
 */
export function MobileMenu({ nav }: { nav: NavEntry[] }) {
  const { t, to } = useI18n()
  const { pathname } = useLocation()
  const place = placeInNav(pathname, nav)
  // The links take the top bar's 44-px tap-target style (docs/behaviour.md#tap-targets), which every first
  // screen's inlined CSS holds: the menu stays usable when the full stylesheet never arrives (a page script
  // that failed to load, which is what switches it on). The section holding the page is marked like the
  // page's own link; every group starts closed (sections reset on navigation).
  const link = (sectionId: string, item: NavLinkItem) => {
    const current = currentOf(place, sectionId, item.href)
    return (
      <li key={item.id}>
        <a
          href={to(item.href)}
          aria-current={current}
          className={`focus-ring tap-target-lg w-full justify-start rounded-md px-3 text-base ${
            current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-900'
          }`}
        >
          {item.labelKey ? t(item.labelKey) : item.label}
        </a>
      </li>
    )
  }

  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label={t('a11y.mobileNav')}
      className="mobile-menu fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-white p-0 text-slate-900"
    >
      <div className="container flex h-16 shrink-0 items-center justify-between border-b border-slate-200">
        <Logo />
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className="focus-ring tap-target-lg rounded-md text-brand-800"
        >
          <X aria-hidden="true" size={26} />
          <span className="sr-only">{t('nav.closeMenu')}</span>
        </button>
      </div>
      <div className="container flex flex-1 flex-col gap-6 py-6">
        <SearchBox id="menu-search" />
        <nav aria-label={t('a11y.mainNav')}>
          <ul className="flex flex-col gap-1">
            {nav.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.id}>
                  <details name="mobile-nav" className="group">
                    <summary
                      className={`focus-ring flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-left text-base font-semibold ${
                        place.section === entry.id ? 'text-brand-700' : 'text-slate-900'
                      }`}
                    >
                      {t(entry.labelKey)}
                      <ChevronDown aria-hidden="true" size={20} className="group-open:rotate-180" />
                    </summary>
                    <ul className="ml-4 border-l-2 border-brand-100 pl-2">
                      {/* An item is current only as the page itself: its group marks the section. */}
                      {entry.items.map((item) => link(item.id, item))}
                    </ul>
                  </details>
                </li>
              ) : (
                link(entry.id, entry)
              ),
            )}
          </ul>
        </nav>
        <LanguageSwitcher variant="full" />
        <a href={to('/don')} className="btn-accent mt-auto w-full py-3 text-base">
          <HeartHandshake aria-hidden="true" size={20} />
          {t('nav.donate')}
        </a>
      </div>
    </div>
  )
}
