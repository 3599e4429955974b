import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useBodyScrollLock } from '../../lib/hooks/useBodyScrollLock'
import { useEscapeKey } from '../../lib/hooks/useEscapeKey'
import { useFocusTrap } from '../../lib/hooks/useFocusTrap'

/**
 * The full-screen popup of the video and of the enlarged images: a modal dialog that locks page scrolling,
 * keeps focus inside (focus returns to the opener when it closes) and closes on its button, on Escape and on
 * a click on the backdrop. Only ever open in the browser, so it renders into document.body.
 */
export function Popup({
  label,
  closeLabel,
  onClose,
  children,
}: {
  /** The dialog's accessible name. */
  label: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  const dialog = useRef<HTMLDivElement>(null)
  useBodyScrollLock(true)
  useEscapeKey(true, onClose)
  useFocusTrap(dialog, true)
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      data-popup=""
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/90 p-4 outline-none sm:p-8"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <button
        type="button"
        onClick={onClose}
        className="focus-ring absolute right-3 top-3 rounded-full bg-white p-2 text-slate-900 shadow-lg hover:bg-slate-100 sm:right-6 sm:top-6"
      >
        <X aria-hidden="true" size={24} />
        <span className="sr-only">{closeLabel}</span>
      </button>
      {children}
    </div>,
    document.body,
  )
}
