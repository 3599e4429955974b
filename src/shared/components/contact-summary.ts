import type { Settings } from '../schemas/content'

/** The static contact details some pages show (careers, privacy): prepared by their loaders. */
export interface ContactSummary {
  phone: string
  email: string
  city: string
}

export function contactSummary(settings: Pick<Settings, 'contact'>): ContactSummary {
  const { phone, email, address } = settings.contact
  return { phone, email, city: address.city }
}

/** `tel:` link of a phone number written with spaces ("+229 01 97 45 32 18"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
