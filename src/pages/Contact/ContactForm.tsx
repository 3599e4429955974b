import { Mail, Send } from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FormField, type FieldControlProps } from '../../components/form/FormField'
import { useFormFields } from '../../components/form/useFormFields'
import { useI18n } from '../../i18n/I18nProvider'
import { CONTACT_CHECKS, CONTACT_FIELDS, contactErrorKey, type ContactField } from './contact-validation'
import { contactMailto, type ContactDraft } from './mailto'

const EMPTY: ContactDraft = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form (docs/behaviour.md#forms: all fields required, the e-mail checked). It checks in the
 * browser with a message beside each field, in the page's language (never the browser's own bubbles). Nothing
 * is sent: a valid submit shows the alert of docs/behaviour.md#contact, then offers the same message as a
 * prefilled e-mail (docs/behaviour.md#contact-by-e-mail). What the visitor typed stays in the form.
 */
// One contact form a page: fixed ids read the same at prerender and in the browser, whichever runtime
// hydrates (docs/islands.md#runtime).
const id = 'contact-form'

export function ContactForm({ organisationEmail }: { organisationEmail: string | null }) {
  const { t } = useI18n()
  const form = useFormFields({ fields: CONTACT_FIELDS, checks: CONTACT_CHECKS, initial: EMPTY })
  const [submitted, setSubmitted] = useState<ContactDraft | null>(null)
  const outcome = useRef<HTMLDivElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.validate()) {
      setSubmitted(null)
      return
    }
    window.alert(t('contact.form.alert'))
    setSubmitted(form.values)
    // After the alert, lead the visitor to the e-mail link.
    requestAnimationFrame(() => outcome.current?.focus())
  }

  const field = (
    name: ContactField,
    control: (props: FieldControlProps & { name: ContactField; value: string }) => ReactNode,
  ) => {
    const code = form.errors[name]
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

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('contact.form.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('contact.form.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field('name', (props) => (
            <input
              {...props}
              ref={form.register('name')}
              type="text"
              autoComplete="name"
              required
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
            onChange={onChange('subject')}
          />
        ))}
        {field('message', (props) => (
          <textarea
            {...props}
            ref={form.register('message')}
            rows={6}
            required
            onChange={onChange('message')}
          />
        ))}
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
