import { Mail, MapPin, Phone } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { telHref, type ContactSummary } from './contact-summary'

const ROW = 'relative pl-8'
const ICON = 'absolute left-0 top-0.5 text-brand-700'
const LABEL = 'text-sm font-semibold text-slate-600'
const LINK = 'focus-ring tap-target rounded font-semibold text-brand-700 hover:underline'

/** Phone, e-mail and city of the organisation, as a definition list (careers, privacy). */
export function ContactDetailsList({ contact }: { contact: ContactSummary }) {
  const { t } = useI18n()
  return (
    <dl className="space-y-3">
      <div className={ROW}>
        <dt className={LABEL}>
          <Phone aria-hidden="true" size={20} className={ICON} />
          {t('contactInfo.phone')}
        </dt>
        <dd>
          <a href={telHref(contact.phone)} className={LINK}>
            {contact.phone}
          </a>
        </dd>
      </div>
      <div className={ROW}>
        <dt className={LABEL}>
          <Mail aria-hidden="true" size={20} className={ICON} />
          {t('contactInfo.email')}
        </dt>
        <dd>
          <a href={`mailto:${contact.email}`} className={`${LINK} break-all`}>
            {contact.email}
          </a>
        </dd>
      </div>
      <div className={ROW}>
        <dt className={LABEL}>
          <MapPin aria-hidden="true" size={20} className={ICON} />
          {t('contactInfo.city')}
        </dt>
        <dd className="font-semibold text-slate-900">{contact.city}</dd>
      </div>
    </dl>
  )
}
