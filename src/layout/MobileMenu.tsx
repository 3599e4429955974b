import { ChevronDown, HeartHandshake, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { isActivePath } from '../i18n/paths'
import { useBodyScrollLock } from '../lib/hooks/useBodyScrollLock'
import { useEscapeKey } from '../lib/hooks/useEscapeKey'
import { useFocusTrap } from '../lib/hooks/useFocusTrap'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { isGroup, type NavEntry } from './navigation'
import { SearchBox } from './SearchBox'

/**
 * The full-screen menu of small screens: accordion sub-sections, search, languages and the donate button.
 * A modal dialog: focus stays inside, Escape closes it, page scrolling is locked while it is open. Only ever
 * open in the browser, it renders into document.body: inside the sticky header, whose backdrop filter makes
 * it the containing block of fixed descendants, `fixed inset-0` would be a strip the header's height.
 */
export function MobileMenu({ open, onClose, nav }: { open: boolean; onClose: () => void; nav: NavEntry[] }) {
  const { t, to } = useI18n()
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState<string | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const close = useCallback(() => onClose(), [onClose])

  useBodyScrollLock(open)
  useEscapeKey(open, close)
  useFocusTrap(panel, open)
  // Sub-section toggles reset on every navigation (SPEC §2).
  useEffect(() => setExpanded(null), [pathname])

  if (!open) return null
  const linkClass = (href: string) =>
    `focus-ring block rounded-md px-3 py-3 text-base ${
      isActivePath(pathname, href) ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-900'
    }`

  return createPortal(
    <div
      ref={panel}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('a11y.mobileNav')}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white xl:hidden"
    >
      <div className="container flex h-16 shrink-0 items-center justify-between border-b border-slate-200">
        <Logo onNavigate={close} />
        <button type="button" onClick={close} className="focus-ring rounded-md p-2 text-brand-800">
          <X aria-hidden="true" size={26} />
          <span className="sr-only">{t('nav.closeMenu')}</span>
        </button>
      </div>
      <div className="container flex flex-1 flex-col gap-6 py-6">
        <SearchBox onSearch={close} />
        <nav aria-label={t('a11y.mainNav')}>
          <ul className="flex flex-col gap-1">
            {nav.map((entry) => {
              if (!isGroup(entry)) {
                return (
                  <li key={entry.id}>
                    <Link
                      to={to(entry.href)}
                      onClick={close}
                      aria-current={isActivePath(pathname, entry.href) ? 'page' : undefined}
                      className={linkClass(entry.href)}
                    >
                      {t(entry.labelKey)}
                    </Link>
                  </li>
                )
              }
              const isOpen = expanded === entry.id
              const panelId = `mobile-section-${entry.id}`
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setExpanded(isOpen ? null : entry.id)}
                    className="focus-ring flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-semibold text-slate-900"
                  >
                    {t(entry.labelKey)}
                    <ChevronDown aria-hidden="true" size={20} className={isOpen ? 'rotate-180' : ''} />
                  </button>
                  <ul id={panelId} hidden={!isOpen} className="ml-4 border-l-2 border-brand-100 pl-2">
                    {entry.items.length === 0 && entry.emptyKey ? (
                      <li className="px-3 py-2 text-sm text-slate-600">{t(entry.emptyKey)}</li>
                    ) : null}
                    {entry.items.map((item) => (
                      <li key={item.id}>
                        <Link
                          to={to(item.href)}
                          onClick={close}
                          aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                          className={linkClass(item.href)}
                        >
                          {t(item.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
        <LanguageSwitcher variant="full" onSwitch={close} />
        <Link to={to('/don')} onClick={close} className="btn-accent mt-auto w-full py-3 text-base">
          <HeartHandshake aria-hidden="true" size={20} />
          {t('nav.donate')}
        </Link>
      </div>
    </div>,
    document.body,
  )
}
