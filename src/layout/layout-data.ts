import type { BuildSources } from '../data/build-loader'
import type { Lang } from '../i18n/languages'
import { text } from '../i18n/localize'
import type { FooterLink, Settings } from '../schemas/content'
import { buildYear } from '../lib/build-date'
import type { ActionLink } from './actions'

function localizedLinks(links: readonly FooterLink[], lang: Lang) {
  return links.map(({ label, href }) => ({ label: text(label, lang), ...(href ? { href } : {}) }))
}

/**
 * What the frame (top bar and footer) shows of content/settings.yaml, in the page's language: every page
 * carries it in its route data, so it holds neither the other language nor what only other pages show
 * (opening hours, map, mobile money, donation figures).
 */
export function toLayoutSettings(settings: Settings, lang: Lang, copyrightYear: number) {
  const { organisation, banner, contact, social, footer } = settings
  return {
    organisationName: text(organisation.name, lang),
    banner: text(banner, lang),
    contact: {
      /** One line: street, city, country. */
      address: [
        text(contact.address.street, lang),
        contact.address.city,
        text(contact.address.country, lang),
      ].join(', '),
      phone: contact.phone,
      email: contact.email,
    },
    social,
    footer: {
      sectors: localizedLinks(footer.sectors, lang),
      topics: localizedLinks(footer.topics, lang),
      microsites: localizedLinks(footer.microsites, lang),
      resources: localizedLinks(footer.resources, lang),
      legal: localizedLinks(footer.legal, lang),
    },
    /** The build's year (docs/architecture.md#the-build), so the © never lags behind the news. */
    copyrightYear,
  }
}

export type LayoutSettings = ReturnType<typeof toLayoutSettings>
export type LayoutLink = LayoutSettings['footer']['sectors'][number]

/** What every page's frame needs, prepared at build time by the layout route's loader. */
export interface LayoutData {
  settings: LayoutSettings | null
  /** null when the slides were not available at build time: the menu then asks the API in the browser. */
  actions: ActionLink[] | null
}

export async function loadLayoutData({
  lang,
  settings: readSettings,
  snapshot,
}: BuildSources): Promise<LayoutData> {
  const { selectActionLinks } = await import('./actions')
  const [settings, slides] = await Promise.all([readSettings(), snapshot('heroSlides')])
  return {
    settings: toLayoutSettings(settings, lang, buildYear()),
    actions: slides ? selectActionLinks(slides) : null,
  }
}
