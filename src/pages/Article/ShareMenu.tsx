import { Link2, Mail, Share2, Smartphone } from 'lucide-react'
import { type MouseEvent, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { TextKey } from '../../shared/i18n/text-keys'
import { useEscapeKey } from '../../shared/lib/hooks/useEscapeKey'
import {
  SHARE_POPUP_FEATURES,
  type ShareNetwork,
  type SharePayload,
  shareMailto,
  shareUrl,
} from './share-links'
import type { NoticeTone } from './useNotice'

// The icon set has no brand logos: each network gets a small drawn mark.
const NETWORKS: { network: ShareNetwork; key: TextKey; mark: string }[] = [
  { network: 'facebook', key: 'share.facebook', mark: 'f' },
  { network: 'twitter', key: 'share.twitter', mark: 'X' },
  { network: 'linkedin', key: 'share.linkedin', mark: 'in' },
]

const itemClass =
  'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-slate-800 hover:bg-brand-50 hover:text-brand-800'

// One share menu an article page: a fixed id, the same whichever runtime renders it (docs/islands.md#runtime).
const MENU_ID = 'article-share-menu'

/** The system's share sheet, where the browser has one (phones, some desktops). */
function canShare(data: ShareData): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)
}

/**
 * The share button opens a menu with the same items on every device: Facebook, Twitter, LinkedIn (popup 600
 * by 400), Email, Copy the link, and, where the browser has one, the system's share sheet as one more entry.
 * WhatsApp is not in it: the article offers it as a plain link, which needs no script (WhatsAppShare.tsx).
 */
export function ShareMenu({
  title,
  text,
  notify,
}: {
  title: string
  text: string
  notify: (text: string, tone: NoticeTone) => void
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLDivElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useEscapeKey(open, close)

  // As the menu opens, like the Escape key's listener (useEscapeKey).
  useLayoutEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const payload = (): SharePayload => ({ url: window.location.href, title, text })
  const systemShare = async () => {
    // Focus goes back to the share button (the entry goes away); the sheet needs the click's activation.
    close()
    try {
      await navigator.share(payload())
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Anything else is only logged; the menu stays offered.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn('The share sheet failed.', error)
    }
  }

  const popup = (event: MouseEvent<HTMLAnchorElement>) => {
    const opened = window.open(event.currentTarget.href, '_blank', SHARE_POPUP_FEATURES)
    if (!opened) return // A popup blocker: the link opens in a new tab instead.
    opened.opener = null
    event.preventDefault()
    setOpen(false)
  }

  const copy = async () => {
    setOpen(false)
    try {
      await navigator.clipboard.writeText(window.location.href)
      notify(t('share.copied'), 'success')
    } catch (error) {
      // A clipboard failure is only logged (docs/behaviour.md#article).
      console.warn('The link could not be copied.', error)
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpen(!open)}
        className="btn-outline"
      >
        <Share2 aria-hidden="true" size={18} />
        {t('share.button')}
      </button>
      {open ? (
        <ul
          id={MENU_ID}
          aria-label={t('share.menu')}
          className="absolute left-0 z-20 mt-2 w-56 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:left-auto sm:right-0"
        >
          {NETWORKS.map(({ network, key, mark }) => {
            const href = shareUrl(network, payload())
            return (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={popup}
                  className={itemClass}
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex w-[18px] justify-center text-sm font-bold leading-none"
                  >
                    {mark}
                  </span>
                  {t(key)}
                </a>
              </li>
            )
          })}
          <li>
            <a href={shareMailto(payload())} onClick={() => setOpen(false)} className={itemClass}>
              <Mail aria-hidden="true" size={18} />
              {t('share.email')}
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void copy()} className={itemClass}>
              <Link2 aria-hidden="true" size={18} />
              {t('share.copy')}
            </button>
          </li>
          {canShare(payload()) ? (
            <li>
              <button type="button" onClick={() => void systemShare()} className={itemClass}>
                <Smartphone aria-hidden="true" size={18} />
                {t('share.system')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
