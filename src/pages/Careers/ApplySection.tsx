import { Send } from 'lucide-react'
import { ContactDetailsList } from '../../shared/components/ContactDetailsList'
import type { ContactSummary } from '../../shared/components/contact-summary'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { useI18n } from '../../shared/i18n/I18nProvider'

/** How to apply or offer help: the contact block. */
export function ApplySection({ contact }: { contact: ContactSummary | null }) {
  const { t } = useI18n()
  return (
    <section id="postuler" aria-labelledby="careers-apply" className="scroll-mt-28 py-12 sm:py-16">
      <div className="container grid gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="careers-apply"
            title={t('careers.apply.title')}
            intro={t('careers.apply.lead')}
          />
          <p className="mt-4 text-slate-700">{t('careers.apply.text')}</p>
          {contact ? (
            <a
              href={`mailto:${contact.email}?subject=${encodeURIComponent(t('careers.apply.subject'))}`}
              className="btn-primary mt-6"
            >
              <Send aria-hidden="true" size={18} />
              {t('careers.apply.send')}
            </a>
          ) : null}
        </div>
        {contact ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="mb-4 text-xl font-bold text-slate-900">{t('careers.apply.contactTitle')}</h3>
            <ContactDetailsList contact={contact} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
