import { PageFrame } from '../../shared/components/PageFrame'
import { useBuildData } from '../../shared/data/use-build-data'
import { ContactDetailsCard } from './ContactDetailsCard'
import { Island } from '../../shared/islands/Island'
import contactForm from './ContactForm.island'
import type { loader } from './page'

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
            of={contactForm}
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
