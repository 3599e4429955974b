import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

/** What the field gives its control (input, textarea): its id, error state, descriptions and look. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

// scroll-mt: a field focused because it is wrong scrolls into view below the sticky top bar, with its label.
const CONTROL =
  'focus-ring mt-1 block w-full scroll-mt-36 rounded-lg border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500'

/**
 * One labelled control of a form with its hint and its error message right under it, tied to the control by
 * `aria-describedby` so a screen reader reads the message with the field. Used by every form of the site.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: string
  children: (control: FieldControlProps) => ReactNode
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${CONTROL} ${error ? 'border-red-700' : 'border-slate-300'}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}
