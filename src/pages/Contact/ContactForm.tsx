import { Mail, Send } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { contactMailto, type ContactDraft } from './mailto'

const EMPTY: ContactDraft = { name: '', email: '', subject: '', message: '' }

const input =
  'focus-ring mt-1 block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500'

/**
 * The contact form (SPEC §5: all fields required, the browser checks the e-mail). Nothing is sent: a submit
 * shows the alert of SPEC §2, then offers the same message as a prefilled e-mail (DESIGN decision 5). What
 * the visitor typed stays in the form.
 */
export function ContactForm({ organisationEmail }: { organisationEmail: string | null }) {
  const { t } = useI18n()
  const id = useId()
  const [draft, setDraft] = useState<ContactDraft>(EMPTY)
  const [submitted, setSubmitted] = useState<ContactDraft | null>(null)
  const outcome = useRef<HTMLDivElement>(null)

  const update =
    (field: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    window.alert(t('contact.form.alert'))
    setSubmitted(draft)
    // After the alert, lead the visitor to the e-mail link.
    requestAnimationFrame(() => outcome.current?.focus())
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('contact.form.intro')}</p>
      <form onSubmit={submit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="font-semibold text-slate-900">
              {t('contact.form.name')}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={draft.name}
              onChange={update('name')}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="font-semibold text-slate-900">
              {t('contact.form.email')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={draft.email}
              onChange={update('email')}
              className={input}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className="font-semibold text-slate-900">
            {t('contact.form.subject')}
          </label>
          <input
            id={`${id}-subject`}
            name="subject"
            type="text"
            required
            value={draft.subject}
            onChange={update('subject')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="font-semibold text-slate-900">
            {t('contact.form.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={6}
            value={draft.message}
            onChange={update('message')}
            className={input}
          />
        </div>
        <p className="text-sm text-slate-600">{t('contact.form.required')}</p>
        <button type="submit" className="btn-primary">
          <Send aria-hidden="true" size={18} />
          {t('contact.form.submit')}
        </button>
      </form>
      {submitted ? (
        <div
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 outline-none"
        >
          <p className="font-semibold">{t('contact.form.doneTitle')}</p>
          <p className="mt-1">
            {organisationEmail ? t('contact.form.doneMailto') : t('contact.form.doneNoMail')}
          </p>
          {organisationEmail ? (
            <a href={contactMailto(organisationEmail, submitted)} className="btn-primary mt-4">
              <Mail aria-hidden="true" size={18} />
              {t('contact.form.mailtoLink', { email: organisationEmail })}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
