import { useCallback, useRef, useState } from 'react'
import {
  type FieldCheck,
  type FieldErrors,
  firstInvalidField,
  validateFields,
} from '../../lib/forms/validation'

type Control = HTMLInputElement | HTMLTextAreaElement

/**
 * The state of a form checked in the browser (src/shared/lib/forms/validation.ts): its values, one error code per
 * field, validation on submit that focuses the first invalid field, and a message that goes as soon as its
 * field is corrected. `Values` may hold fields that are not checked (a honeypot).
 */
export function useFormFields<
  Field extends string,
  Code extends string,
  Values extends Record<Field, string>,
>({
  fields,
  checks,
  initial,
}: {
  /** The checked fields, in the order of the form. */
  fields: readonly Field[]
  checks: { readonly [F in Field]: FieldCheck<Code> }
  initial: Values
}) {
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors<Field, Code>>({})
  const controls = useRef<Partial<Record<Field, Control | null>>>({})

  const isChecked = (name: PropertyKey): name is Field => (fields as readonly PropertyKey[]).includes(name)

  const setValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    // A field with a message is checked again as it is typed: the message goes once the value is right.
    if (isChecked(name))
      setErrors((current) =>
        current[name] ? { ...current, [name]: checks[name](value) ?? undefined } : current,
      )
  }

  /** Shows these errors (the browser's or the server's) and focuses the first field that has one. */
  const showErrors = (found: FieldErrors<Field, Code>) => {
    setErrors(found)
    const first = firstInvalidField(fields, found)
    if (first) controls.current[first]?.focus()
  }

  /** Checks every field; true when the form can be accepted. */
  const validate = (): boolean => {
    const found = validateFields(fields, checks, values)
    showErrors(found)
    return firstInvalidField(fields, found) === null
  }

  const register = useCallback(
    (name: Field) => (element: Control | null) => {
      controls.current[name] = element
    },
    [],
  )

  return { values, setValues, errors, setErrors, setValue, validate, showErrors, register, controls }
}
