import { Mail, MapPin, Phone } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { telHref, type ContactSummary } from './contact-summary'

/** Phone, e-mail and city of the organisation, as a definition list (careers, under-construction pages). */
export function ContactDetailsList({ contact }: { contact: ContactSummary }) {
  const { t } = useI18n()
  const row = 'flex items-start gap-3'
  const icon = 'mt-0.5 shrink-0 text-brand-700'
  return (
    <dl className="space-y-3">
      <div className={row}>
        <Phone aria-hidden="true" size={20} className={icon} />
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contactInfo.phone')}</dt>
          <dd>
            <a
              href={telHref(contact.phone)}
              className="focus-ring rounded font-semibold text-brand-700 hover:underline"
            >
              {contact.phone}
            </a>
          </dd>
        </div>
      </div>
      <div className={row}>
        <Mail aria-hidden="true" size={20} className={icon} />
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contactInfo.email')}</dt>
          <dd>
            <a
              href={`mailto:${contact.email}`}
              className="focus-ring break-all rounded font-semibold text-brand-700 hover:underline"
            >
              {contact.email}
            </a>
          </dd>
        </div>
      </div>
      <div className={row}>
        <MapPin aria-hidden="true" size={20} className={icon} />
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('contactInfo.city')}</dt>
          <dd className="font-semibold text-slate-900">{contact.city}</dd>
        </div>
      </div>
    </dl>
  )
}
