/**
 * The one way the site's forms check what a visitor typed (the comment and contact forms): each field
 * has a check that returns an error code or null, codes become messages through the dictionaries, and the
 * first invalid field in the order of the form is the one to focus. Pure functions, tested on their own.
 */

/** Returns the error code of a value, or null when it is acceptable. */
export type FieldCheck<Code extends string> = (value: string) => Code | null

export type FieldErrors<Field extends string, Code extends string> = Partial<Record<Field, Code>>

/** The error of each invalid field, in the order of `fields`; an empty object when all are acceptable. */
export function validateFields<Field extends string, Code extends string>(
  fields: readonly Field[],
  checks: { readonly [F in Field]: FieldCheck<Code> },
  values: Readonly<Record<Field, string>>,
): FieldErrors<Field, Code> {
  const errors: FieldErrors<Field, Code> = {}
  for (const field of fields) {
    const code = checks[field](values[field])
    if (code) errors[field] = code
  }
  return errors
}

/** The first field of the form, in its order, that has an error. */
export function firstInvalidField<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, unknown>>,
): Field | null {
  return fields.find((field) => errors[field]) ?? null
}

/** Spaces only count as empty. */
export function checkRequired(value: string): 'required' | null {
  return value.trim() === '' ? 'required' : null
}

/**
 * A pragmatic shape check, the browser's own `type=email` rule made stricter by a dot in the domain: one `@`,
 * no spaces, a domain of at least two labels. The back-end stays the judge of what it accepts.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim())
}

export function checkEmail(value: string): 'required' | 'email' | null {
  return checkRequired(value) ?? (isEmailAddress(value) ? null : 'email')
}
