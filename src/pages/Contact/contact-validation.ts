import type { TextKey } from '../../shared/i18n/text-keys'
import { checkEmail, checkRequired } from '../../shared/lib/forms/validation'
import type { ContactDraft } from './mailto'

/** The contact form's fields in its order (docs/behaviour.md#forms: all required, the e-mail checked). */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactDraft)[]
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The shortest message the back-end takes (docs/behaviour.md#contact-post-rules), checked here first. */
export const MESSAGE_MIN_LENGTH = 10

export const CONTACT_CHECKS = {
  name: checkRequired,
  email: checkEmail,
  subject: checkRequired,
  message: (value: string) =>
    checkRequired(value) ?? ([...value.trim()].length < MESSAGE_MIN_LENGTH ? 'short' : null),
} as const

/** What the checks can say of a field, and `server` for a value the back-end refused. */
export type ContactErrorCode = NonNullable<ReturnType<(typeof CONTACT_CHECKS)[ContactField]>> | 'server'

/** The dictionary key of a field's message: its own when empty, the forms' shared one for a bad address. */
export function contactErrorKey(field: ContactField, code: ContactErrorCode): TextKey {
  if (code === 'email') return 'form.error.email'
  if (code === 'server') return 'contact.error.server'
  if (code === 'short') return 'contact.error.message.short'
  return `contact.error.${field}.required`
}
