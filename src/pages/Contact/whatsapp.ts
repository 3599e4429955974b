import type { ContactDraft } from './mailto'

/** The digits of a number as wa.me wants them: country code first, no `+`, no spaces. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, '')
}

/**
 * A wa.me link that opens a chat with the organisation, the message already written
 * (docs/behaviour.md#contact-by-e-mail): the subject, the message and who sends it. Without a draft, the chat
 * opens with `greeting` only.
 */
export function contactWhatsappUrl(number: string, draft: ContactDraft | null, greeting = ''): string {
  const text = draft
    ? `${draft.subject.trim()}\n\n${draft.message.trim()}\n\n— ${draft.name.trim()} <${draft.email.trim()}>`
    : greeting
  const base = `https://wa.me/${whatsappDigits(number)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}
