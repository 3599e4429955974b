import { X } from 'lucide-react'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * The full-screen popup of the video and of the enlarged images: a modal `<dialog>` (docs/behaviour.md#popups).
 * The browser keeps focus out of the page behind, closes it on Escape and gives focus back to the opener; the
 * stylesheet stops the page from scrolling while it is open. A click beside the content closes it too. Only
 * ever open in the browser, so it renders into document.body.
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
  const dialog = useRef<HTMLDialogElement>(null)
  // Opened as it is inserted and closed as it goes: under Preact (docs/islands.md#runtime) a plain effect
  // would run after the next paint, showing a dialog that is not yet modal.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
    return () => {
      element.close()
      // close() gives focus back in current browsers; a dialog removed at once may not get the time to.
      if (opener?.isConnected && document.activeElement !== opener) opener.focus()
    }
  }, [])
  // Escape closes the dialog natively: its `close` event tells the owner, which unmounts it.
  useLayoutEffect(() => {
    const element = dialog.current
    element?.addEventListener('close', onClose)
    return () => element?.removeEventListener('close', onClose)
  }, [onClose])
  return createPortal(
    // Full screen over its ::backdrop, so a click beside the content lands on the dialog itself.
    <dialog
      ref={dialog}
      aria-label={label}
      data-popup=""
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-transparent p-4 outline-none open:flex backdrop:bg-slate-950/90 sm:p-8"
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
    </dialog>,
    document.body,
  )
}
