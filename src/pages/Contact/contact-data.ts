import type { Lang } from '../../shared/i18n/languages'
import type { Settings } from '../../shared/schemas/content'

/** The organisation's coordinates as the contact page shows them, in the page's language. */
export function toContactDetails(
  { address, phone, email, whatsapp, hours, map }: Settings['contact'],
  lang: Lang,
) {
  return {
    address: { street: address.street[lang], city: address.city, country: address.country[lang] },
    phone,
    email,
    whatsapp: whatsapp ?? '',
    hours: hours.map(({ days, ...slot }) => ({ ...slot, days: days[lang] })),
    map,
  }
}

export type ContactDetails = ReturnType<typeof toContactDetails>
