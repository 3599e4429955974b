/**
 * What the donation page's copy buttons (CopyButton.tsx) and their script (copy-controller.ts) agree on: the
 * attributes the script finds the parts by, and the classes of a button's two looks (docs/behaviour.md#donation).
 */
export const COPY_ATTR = {
  /** On each button: the code it copies. */
  root: 'data-copy',
  /** On the button's two icons and two names: `ready` or `copied`, the state each belongs to. */
  when: 'data-copy-when',
  /** On the button: what the live region says once the code is copied. */
  announce: 'data-copy-announce',
  /** On the live region beside the button. */
  status: 'data-copy-status',
} as const

/** How long the button says "Copied" before it offers to copy again. */
export const COPY_CONFIRMATION_MS = 2500

export const COPY_READY_LOOK = [
  'border-slate-300',
  'bg-white',
  'text-slate-900',
  'hover:border-brand-700',
] as const
export const COPY_DONE_LOOK = ['border-emerald-700', 'bg-emerald-700', 'text-white'] as const
