import { ChevronDown } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { currentOf, type NavGroup, type NavPlace } from './navigation'

/** Both dropdowns share this name: a browser that knows exclusive `<details>` closes one as the other opens. */
const DROPDOWN_GROUP = 'site-nav'

/**
 * A disclosure menu of the desktop top bar, as native `<details>`/`<summary>`: it opens with a click, Enter
 * or Space without any script and in every browser (proxy browsers included), and its items stay in the page
 * order for the keyboard. `popover` would also work without script, but it needs a browser from 2024 on and
 * its light dismiss fights the focus order of a menu bar. The frame script (src/browser/page-script/frame/dropdowns.ts)
 * adds Escape, outside click and focus leaving.
 */
export function NavDropdown({ group, place }: { group: NavGroup; place: NavPlace }) {
  const { t, to } = useI18n()
  // The summary is not a link, so it takes the section's look without aria-current; the item that is the
  // page carries `page`.
  const active = place.section === group.id

  return (
    <li className="relative">
      <details name={DROPDOWN_GROUP} data-nav-dropdown className="group">
        <summary
          className={`focus-ring flex min-h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold hover:bg-brand-50 2xl:px-3 ${
            active ? 'text-brand-700 underline decoration-2 underline-offset-6' : 'text-slate-800'
          }`}
        >
          {t(group.labelKey)}
          <ChevronDown aria-hidden="true" size={16} className="shrink-0 group-open:rotate-180" />
        </summary>
        <ul className="absolute left-0 top-full z-40 min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {group.items.map((item) => {
            const current = currentOf(place, group.id, item.href) === 'page'
            return (
              <li key={item.id}>
                <a
                  href={to(item.href)}
                  aria-current={current ? 'page' : undefined}
                  className={`focus-ring flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-brand-50 ${
                    current ? 'font-semibold text-brand-700' : 'text-slate-800'
                  }`}
                >
                  {item.labelKey ? t(item.labelKey) : item.label}
                </a>
              </li>
            )
          })}
        </ul>
      </details>
    </li>
  )
}
