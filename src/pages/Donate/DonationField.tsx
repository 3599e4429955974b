import type { InputHTMLAttributes, Ref } from 'react'

/** One labelled input of the card form, with its hint and its inline error message. */
export function DonationField({
  id,
  label,
  hint,
  error,
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  hint?: string
  error?: string
  inputRef?: Ref<HTMLInputElement>
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
