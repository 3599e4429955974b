import { ChevronDown } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'
import { isActivePath } from '../i18n/paths'
import { useEscapeKey } from '../lib/hooks/useEscapeKey'
import type { NavGroup } from './navigation'

/** A disclosure menu of the desktop top bar: opens on click or Enter, closes on Escape, outside click or Tab out. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t, to } = useI18n()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const active = group.items.some((item) => isActivePath(pathname, item.href))

  const close = useCallback(() => setOpen(false), [])
  const closeAndRefocus = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useEscapeKey(open, closeAndRefocus)

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  return (
    <li
      ref={root}
      className="group relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={`focus-ring flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold hover:bg-brand-50 2xl:px-3 ${
          active ? 'text-brand-700 underline decoration-2 underline-offset-6' : 'text-slate-800'
        }`}
      >
        {t(group.labelKey)}
        <ChevronDown aria-hidden="true" size={16} className={open ? 'rotate-180' : ''} />
      </button>
      <ul
        id={menuId}
        // Hover also opens it, which keeps the menu usable with the mouse when JavaScript is off.
        className={`absolute left-0 top-full z-40 min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg ${
          open ? 'block' : 'hidden group-hover:block'
        }`}
      >
        {group.items.length === 0 && group.emptyKey ? (
          <li className="px-3 py-2 text-sm text-slate-600">{t(group.emptyKey)}</li>
        ) : null}
        {group.items.map((item) => {
          const current = isActivePath(pathname, item.href)
          return (
            <li key={item.id}>
              <Link
                to={to(item.href)}
                aria-current={current ? 'page' : undefined}
                className={`focus-ring block rounded-md px-3 py-2 text-sm hover:bg-brand-50 ${
                  current ? 'font-semibold text-brand-700' : 'text-slate-800'
                }`}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}
