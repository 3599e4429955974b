import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { telHref } from '../../shared/components/contact-summary'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { ContactDetails } from './contact-data'
import { openingRange } from './hours'
import { Island } from '../../shared/islands/Island'
import mapEmbed from './MapEmbed.island'

/** Street and city, phone, e-mail, opening hours and the map of the office in Cotonou. */
export function ContactDetailsCard({ contact }: { contact: ContactDetails }) {
  const { t } = useI18n()
  const row = 'relative pl-9'
  const icon = 'absolute left-0 top-0.5 text-brand-700'
  const label = 'text-sm font-semibold text-slate-600'
  const link = 'focus-ring tap-target rounded font-semibold text-brand-700 hover:underline'
  return (
    <section
      aria-labelledby="contact-details"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-details" className="text-2xl font-bold text-slate-900">
        {t('contact.detailsTitle')}
      </h2>
      <dl className="mt-6 space-y-5">
        <div className={row}>
          <dt className={label}>
            <MapPin aria-hidden="true" size={22} className={icon} />
            {t('contact.address')}
          </dt>
          <dd className="text-slate-900">
            <address className="not-italic">
              {contact.address.street}
              <br />
              {contact.address.city}, {contact.address.country}
            </address>
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>
            <Phone aria-hidden="true" size={22} className={icon} />
            {t('contactInfo.phone')}
          </dt>
          <dd>
            <a href={telHref(contact.phone)} className={link}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>
            <Mail aria-hidden="true" size={22} className={icon} />
            {t('contactInfo.email')}
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={`${link} break-all`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className={label}>
            <Clock aria-hidden="true" size={22} className={icon} />
            {t('contact.hours')}
          </dt>
          <dd>
            <ul className="text-slate-900">
              {contact.hours.map((slot) => (
                <li key={slot.days}>
                  {t('contact.hoursLine', {
                    days: slot.days,
                    range: openingRange(slot.opens, slot.closes),
                  })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <Island
        of={mapEmbed}
        props={{ embedUrl: contact.map.embedUrl, linkUrl: contact.map.linkUrl, city: contact.address.city }}
        when="in-use"
      />
    </section>
  )
}
