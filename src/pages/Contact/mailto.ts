/** What the visitor typed in the contact form (a draft that is never sent: docs/behaviour.md#contact). */
export interface ContactDraft {
  name: string
  email: string
  subject: string
  message: string
}

function encode(value: string): string {
  // RFC 6068: line breaks in a mailto body are written CRLF, percent-encoded.
  return encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))
}

/**
 * A `mailto:` link to the organisation with the form's content already written
 * (docs/behaviour.md#contact-by-e-mail): the subject as typed, the message followed by the sender's name and
 * address so a reply can reach them.
 */
export function contactMailto(to: string, draft: ContactDraft): string {
  const signature = `${draft.name.trim()} <${draft.email.trim()}>`
  const body = `${draft.message.trim()}\n\n--\n${signature}`
  return `mailto:${to}?subject=${encode(draft.subject.trim())}&body=${encode(body)}`
}
