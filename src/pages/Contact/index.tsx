import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom'
import { PageFrame } from '../../components/PageFrame'
import { langOf } from '../../i18n/languages'
import { type ContactDetails, toContactDetails } from './contact-data'
import { ContactDetailsCard } from './ContactDetailsCard'
import { Island } from '../../islands/Island'
import { ContactForm } from './ContactForm'

interface ContactData {
  contact: ContactDetails
}

export async function loader({ params }: LoaderFunctionArgs): Promise<ContactData | null> {
  if (!import.meta.env.SSR) return null
  const { getSettings } = await import('../../data/server/content')
  const lang = langOf(params.lang)
  return { contact: toContactDetails((await getSettings()).contact, lang) }
}

/**
 * docs/behaviour.md#contact: coordinates (address, phone, e-mail, hours, map on request) and the contact
 * form.
 */
export function Component() {
  const data = useLoaderData() as ContactData | null | undefined
  return (
    <PageFrame id="contact">
      <div className="container grid gap-8 py-12 lg:grid-cols-5">
        {data ? (
          <div className="lg:col-span-2">
            <ContactDetailsCard contact={data.contact} />
          </div>
        ) : null}
        <div className={data ? 'lg:col-span-3' : 'lg:col-span-5'}>
          <Island
            name="ContactForm"
            component={ContactForm}
            props={{ organisationEmail: data?.contact.email ?? null }}
            when="idle"
          />
        </div>
      </div>
    </PageFrame>
  )
}
