import { ArrowRight, Construction, Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider'
import type { TextKey } from '../i18n/text-keys'
import { ContactDetailsList } from './ContactDetailsList'
import { telHref, type ContactSummary } from './contact-summary'

/**
 * Where a visitor can go instead (docs/behaviour.md#projects-publications-and-documents), as routes that
 * exist (docs/behaviour.md#links-to-existing-routes).
 */
function linksFor(browse: 'projects' | 'news'): { key: TextKey; href: string }[] {
  return [
    { key: 'nav.home', href: '/' },
    { key: 'nav.contacts', href: '/contact' },
    { key: 'nav.about', href: '/about' },
    browse === 'projects'
      ? { key: 'nav.projects', href: '/projets' }
      : { key: 'nav.news', href: '/actualites' },
    { key: 'nav.donate', href: '/don' },
  ]
}

/**
 * The notice of the pages still being written (documents, projects, publications): what is coming, links to
 * the rest of the site and the organisation's static contact details. `children` go between the two.
 */
export function UnderConstructionNotice({
  contact,
  browse,
  children,
}: {
  contact: ContactSummary | null
  /** The section suggested besides the usual links: projects, or news on the projects page itself. */
  browse: 'projects' | 'news'
  children?: ReactNode
}) {
  const { t, to } = useI18n()
  return (
    <div className="container space-y-12 py-12">
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="construction-title"
          className="rounded-2xl border-2 border-dashed border-accent-500 bg-amber-50 p-6 sm:p-8 lg:col-span-2"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-400 text-slate-900">
              <Construction aria-hidden="true" size={28} />
            </span>
            <div>
              <h2 id="construction-title" className="text-2xl font-bold text-slate-900">
                {t('construction.title')}
              </h2>
              <p className="mt-2 text-slate-800">{t('construction.text')}</p>
            </div>
          </div>
          <nav aria-label={t('construction.linksLabel')} className="mt-6">
            <ul className="flex flex-wrap gap-3">
              {linksFor(browse).map(({ key, href }) => (
                <li key={href}>
                  <a
                    href={to(href)}
                    className="focus-ring inline-flex items-center gap-1 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
                  >
                    {t(key)}
                    <ArrowRight aria-hidden="true" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        {contact ? (
          <section
            aria-labelledby="construction-contact"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="construction-contact" className="mb-4 text-xl font-bold text-slate-900">
              {t('construction.contactTitle')}
            </h2>
            <ContactDetailsList contact={contact} />
          </section>
        ) : null}
      </div>
      {children}
    </div>
  )
}

const LINE_LINK = 'focus-ring tap-target rounded font-semibold text-brand-800 underline hover:text-brand-700'

/**
 * The same notice as one short line, after a page's real content
 * (docs/behaviour.md#real-content-before-the-notice: /projets and /publications): the page is still growing,
 * the usual links, and the phone, e-mail and city.
 */
export function UnderConstructionLine({
  contact,
  browse,
}: {
  contact: ContactSummary | null
  browse: 'projects' | 'news'
}) {
  const { t, to } = useI18n()
  return (
    <aside
      aria-labelledby="construction-title"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-dashed border-accent-500 bg-amber-50 px-4 py-3 text-sm text-slate-800"
    >
      <div className="flex items-center gap-2">
        <Construction aria-hidden="true" size={18} className="shrink-0 text-amber-800" />
        <div>
          <h2 id="construction-title" className="inline font-bold text-slate-900">
            {t('construction.title')}
          </h2>{' '}
          {t('construction.short')}
        </div>
      </div>
      <nav aria-label={t('construction.linksLabel')}>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {linksFor(browse).map(({ key, href }) => (
            <li key={href}>
              <a href={to(href)} className={LINE_LINK}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {contact ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a href={telHref(contact.phone)} className={`${LINE_LINK} gap-1`}>
            <Phone aria-hidden="true" size={16} />
            {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`} className={`${LINE_LINK} gap-1`}>
            <Mail aria-hidden="true" size={16} />
            {contact.email}
          </a>
          <span>{contact.city}</span>
        </p>
      ) : null}
    </aside>
  )
}
