import { PageFrame } from '../../components/PageFrame'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { apiUrl } from '../../api/config'
import { API_PATHS } from '../../schemas/paths'
import { toContactDetails } from './contact-data'
import { ContactDetailsCard } from './ContactDetailsCard'
import { Island } from '../../islands/Island'
import { ContactForm } from './ContactForm'

export const loader = buildLoader(async ({ settings, snapshot, lang }) => {
  const [{ contact }, endpoint] = await Promise.all([settings(), snapshot('contactForm')])
  return {
    contact: toContactDetails(contact, lang),
    // Found at build time (docs/behaviour.md#endpoints): the form posts there, or becomes "write to us".
    endpoint: endpoint?.offered ? { action: apiUrl(API_PATHS.contact), maxLength: endpoint.maxLength } : null,
  }
})

/**
 * docs/behaviour.md#contact: coordinates (address, phone, e-mail, hours, map on request) and the contact
 * form.
 */
export function Component() {
  const data = useBuildData<typeof loader>()
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
            props={{
              endpoint: data?.endpoint ?? null,
              organisationEmail: data?.contact.email ?? null,
              whatsapp: data?.contact.whatsapp || null,
            }}
            // At the visitor's first use (docs/islands.md#an-island): what is typed before stays.
            when="in-use"
          />
        </div>
      </div>
    </PageFrame>
  )
}
