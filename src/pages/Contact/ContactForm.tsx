import { CircleCheck, Mail, MessageCircle, Send, TriangleAlert } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError } from '../../browser/api/api-error'
import { FormField, type FieldControlProps } from '../../shared/components/form/FormField'
import { useFormFields } from '../../shared/components/form/useFormFields'
import { PrivacyLink } from '../../shared/components/form/PrivacyLink'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { TextKey } from '../../shared/i18n/text-keys'
import type { ContactApiField } from '../../shared/schemas/contact-endpoint'
import {
  CONTACT_CHECKS,
  CONTACT_FIELDS,
  contactErrorKey,
  MESSAGE_MIN_LENGTH,
  type ContactErrorCode,
  type ContactField,
} from './contact-validation'
import { contactMailto, type ContactDraft } from './mailto'
import { contactWhatsappUrl } from './whatsapp'

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' }

export interface ContactFormProps {
  /** The back-end's contact endpoint as the build found it (docs/behaviour.md#endpoints); null: none. */
  endpoint: { action: string; maxLength: Partial<Record<ContactApiField, number>> } | null
  organisationEmail: string | null
  /** The organisation's WhatsApp number from the settings; null when it has none. */
  whatsapp: string | null
}

/** What the last submit led to: sent (a 2xx), not sent and why, or a message composed for the visitor to send. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: TextKey; draft: ContactDraft }
  | { kind: 'composed'; draft: ContactDraft }

// One contact form a page: fixed ids read the same at prerender and in the browser, whichever runtime
// hydrates (docs/islands.md#runtime).
const id = 'contact-form'

function failureReason(error: unknown): TextKey {
  if (error instanceof ApiError && error.status === 429) return 'contact.send.rateLimited'
  if (error instanceof ApiError && error.status === 0) return 'contact.send.unreachable'
  return 'contact.send.failed'
}

/**
 * The contact form (docs/behaviour.md#contact). With the back-end's endpoint it is a plain form that posts
 * there, which works without JavaScript (the back-end answers the browser with the thank-you page); with
 * JavaScript it checks first, posts JSON, and says "sent" only once the back-end answered 2xx — any failure
 * keeps the text, says why and offers the e-mail. Without the endpoint it is "write to us": it composes the
 * e-mail and the WhatsApp message for the visitor to send, and claims nothing. It never submits to the page.
 */
export function ContactForm({ endpoint, organisationEmail, whatsapp }: ContactFormProps) {
  const { t, lang } = useI18n()
  const form = useFormFields({ fields: CONTACT_FIELDS, checks: CONTACT_CHECKS, initial: EMPTY })
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sending, setSending] = useState(false)
  // False in the prerendered HTML: without JavaScript the browser's own checks stay on (endpoint) and the
  // composer, which needs a script, stays hidden (write to us).
  const [scripted, setScripted] = useState(false)
  const token = useRef<Promise<{ token: string; readyAt: number }> | null>(null)
  const result = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setScripted(true)
    // The form token is asked for as the form comes to life, so the back-end's short wait is over by the send.
    if (endpoint) token.current = newToken()
  }, [endpoint])

  const draftOf = (): ContactDraft => ({
    name: form.values.name,
    email: form.values.email,
    subject: form.values.subject,
    message: form.values.message,
  })

  const show = (next: Outcome) => {
    setOutcome(next)
    requestAnimationFrame(() => result.current?.focus())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    if (!form.validate()) {
      setOutcome(null)
      return
    }
    const draft = draftOf()
    if (!endpoint) {
      show({ kind: 'composed', draft })
      return
    }
    setSending(true)
    setOutcome(null)
    try {
      const { sendContact } = await import('./send-contact')
      await sendContact({ ...draft, website: form.values.website }, lang, token.current ?? newToken())
      form.setValues(EMPTY)
      show({ kind: 'sent' })
    } catch (error) {
      console.warn('The contact message could not be sent.', error)
      const refused = error instanceof ApiError && error.status === 400 ? (error.errors ?? {}) : {}
      const wrong = CONTACT_FIELDS.filter((field) => refused[field] !== undefined)
      if (wrong.length > 0) form.showErrors(Object.fromEntries(wrong.map((field) => [field, 'server'])))
      show({
        kind: 'failed',
        reason: wrong.length > 0 ? 'contact.send.refused' : failureReason(error),
        draft,
      })
    } finally {
      // A token serves one post: the next send gets a new one.
      token.current = newToken()
      setSending(false)
    }
  }

  const field = (
    name: ContactField,
    control: (props: FieldControlProps & { name: ContactField; value: string }) => ReactNode,
  ) => {
    const code = form.errors[name] as ContactErrorCode | undefined
    return (
      <FormField
        id={`${id}-${name}`}
        label={t(`contact.form.${name}`)}
        error={code ? t(contactErrorKey(name, code)) : undefined}
      >
        {(props) => control({ ...props, name, value: form.values[name] })}
      </FormField>
    )
  }
  const onChange = (name: ContactField) => (event: { target: { value: string } }) =>
    form.setValue(name, event.target.value)
  const maxLength = (name: ContactApiField) => endpoint?.maxLength[name]

  const sendLinks = (draft: ContactDraft | null) => (
    <p className="mt-4 flex flex-wrap gap-3">
      {organisationEmail ? (
        <a
          href={draft ? contactMailto(organisationEmail, draft) : `mailto:${organisationEmail}`}
          className="btn-primary"
        >
          <Mail aria-hidden="true" size={18} className="shrink-0" />
          {t('contact.form.mailtoLink', { email: organisationEmail })}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={contactWhatsappUrl(whatsapp, draft, t('contact.write.greeting'))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-outline"
        >
          <MessageCircle aria-hidden="true" size={18} className="shrink-0" />
          {t('contact.write.whatsapp', { number: whatsapp })}
          <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
        </a>
      ) : null}
    </p>
  )

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('contact.form.title')}
      </h2>
      {endpoint ? (
        <p className="mt-2 text-slate-700">{t('contact.form.intro')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('contact.write.intro')}</p>
          {sendLinks(null)}
          <p className="mt-4 text-slate-700" hidden={!scripted}>
            {t('contact.write.compose')}
          </p>
        </>
      )}
      <form
        // With the endpoint: a real post, so the form works before and without its script (no GET, never to
        // the page itself). Without: no action at all, and hidden until the script that composes runs.
        {...(endpoint ? { method: 'post', action: endpoint.action } : {})}
        noValidate={scripted}
        hidden={!endpoint && !scripted}
        onSubmit={(event) => void submit(event)}
        className="mt-6"
      >
        {endpoint ? <input type="hidden" name="language" value={lang} /> : null}
        <div className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            {field('name', (props) => (
              <input
                {...props}
                ref={form.register('name')}
                type="text"
                autoComplete="name"
                required
                minLength={2}
                maxLength={maxLength('name')}
                onChange={onChange('name')}
              />
            ))}
            {field('email', (props) => (
              <input
                {...props}
                ref={form.register('email')}
                type="email"
                autoComplete="email"
                required
                maxLength={maxLength('email')}
                onChange={onChange('email')}
              />
            ))}
          </div>
          {field('subject', (props) => (
            <input
              {...props}
              ref={form.register('subject')}
              type="text"
              required
              minLength={2}
              maxLength={maxLength('subject')}
              onChange={onChange('subject')}
            />
          ))}
          {field('message', (props) => (
            <textarea
              {...props}
              ref={form.register('message')}
              rows={6}
              required
              minLength={MESSAGE_MIN_LENGTH}
              maxLength={maxLength('message')}
              onChange={onChange('message')}
            />
          ))}
          {/* Honeypot: out of sight, of the tab order and of the accessibility tree; only bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>{t('contact.form.website')}</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.values.website}
              onChange={(event) => form.setValue('website', event.target.value)}
            />
          </div>
          <p className="text-sm text-slate-600">{t('contact.form.required')}</p>
          <div>
            <button
              type="submit"
              disabled={sending}
              className="btn-primary disabled:cursor-wait disabled:opacity-70"
            >
              <Send aria-hidden="true" size={18} />
              {sending
                ? t('contact.form.sending')
                : t(endpoint ? 'contact.form.submit' : 'contact.write.submit')}
            </button>
            <PrivacyLink />
          </div>
        </div>
      </form>
      <div ref={result} tabIndex={-1} className="outline-none">
        <div role="status" aria-atomic="true">
          {outcome?.kind === 'sent' ? (
            <div className="mt-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
              <CircleCheck aria-hidden="true" size={22} className="mt-0.5 shrink-0" />
              <div>
                <p className="font-semibold">{t('contact.send.sentTitle')}</p>
                <p className="mt-1">{t('contact.send.sentText')}</p>
              </div>
            </div>
          ) : null}
          {outcome?.kind === 'composed' ? (
            <div className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-5 text-slate-900">
              <p className="font-semibold">{t('contact.write.readyTitle')}</p>
              <p className="mt-1">
                {t(organisationEmail || whatsapp ? 'contact.write.readyText' : 'contact.write.noChannel')}
              </p>
              {sendLinks(outcome.draft)}
            </div>
          ) : null}
        </div>
        <div role="alert" aria-atomic="true">
          {outcome?.kind === 'failed' ? (
            <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
              <p className="flex items-start gap-2 font-semibold">
                <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
                {t(outcome.reason)}
              </p>
              <p className="mt-1">{t('contact.send.kept')}</p>
              {sendLinks(outcome.draft)}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** A token request whose failure is kept for the send to report, never left unhandled. */
function newToken(): Promise<{ token: string; readyAt: number }> {
  const pending = import('./send-contact').then(({ requestContactToken }) => requestContactToken())
  pending.catch(() => {})
  return pending
}
