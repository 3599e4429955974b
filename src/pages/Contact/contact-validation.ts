import type { TextKey } from '../../i18n/text-keys'
import { checkEmail, checkRequired } from '../../lib/forms/validation'
import type { ContactDraft } from './mailto'

/** The contact form's fields in its order (docs/behaviour.md#forms: all required, the e-mail checked). */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactDraft)[]
export type ContactField = (typeof CONTACT_FIELDS)[number]

export const CONTACT_CHECKS = {
  name: checkRequired,
  email: checkEmail,
  subject: checkRequired,
  message: checkRequired,
} as const

/** What the checks can say of a field. */
export type ContactErrorCode = NonNullable<ReturnType<(typeof CONTACT_CHECKS)[ContactField]>>

/** The dictionary key of a field's message: its own when empty, the forms' shared one for a bad address. */
export function contactErrorKey(field: ContactField, code: ContactErrorCode): TextKey {
  return code === 'email' ? 'form.error.email' : `contact.error.${field}.${code}`
}
