import type { BuildSources } from '../data/build-loader'
import type { Lang } from '../i18n/languages'
import { text } from '../i18n/localize'
import type { FooterLink, Settings } from '../schemas/content'
import { buildYear } from '../lib/build-date'
import type { ThemeLink } from './navigation'

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
      association: localizedLinks(footer.association, lang),
      resources: localizedLinks(footer.resources, lang),
      gatherings: footer.gatherings.map(({ when, ...link }) => ({
        ...localizedLinks([link], lang)[0]!,
        when: text(when, lang),
      })),
      legal: localizedLinks(footer.legal, lang),
    },
    /** The build's year (docs/architecture.md#the-build), so the © never lags behind the news. */
    copyrightYear,
  }
}

export type LayoutSettings = ReturnType<typeof toLayoutSettings>
export type LayoutLink = LayoutSettings['footer']['resources'][number]

/** What every page's frame needs, prepared at build time by the layout route's loader. */
export interface LayoutData {
  settings: LayoutSettings | null
  /** The settings' themes with their names in the page's language, for the menus and footer. */
  themes: ThemeLink[]
}

export async function loadLayoutData({
  lang,
  settings: readSettings,
  content,
}: BuildSources): Promise<LayoutData> {
  const settings = await readSettings()
  const themes = await readThemeLinks(settings, content, lang)
  return { settings: toLayoutSettings(settings, lang, buildYear()), themes }
}

/**
 * The settings' themes, in their order, by their names. A theme without its page in this language, or whose
 * page bears another title, stops the build: the menu would lead nowhere, or tell two stories
 * (docs/behaviour.md#themes).
 */
async function readThemeLinks(
  settings: Settings,
  content: BuildSources['content'],
  lang: Lang,
): Promise<ThemeLink[]> {
  const { getEntry } = await content()
  return Promise.all(
    settings.themes.map(async ({ slug, name }) => {
      const page = await getEntry('themes', slug, lang)
      if (!page)
        throw new Error(`content/settings.yaml: theme "${slug}" has no content/themes/${slug}.${lang}.md`)
      if (page.data.title !== name[lang])
        throw new Error(
          `content/themes/${slug}.${lang}.md: its title "${page.data.title}" is not the theme's name in content/settings.yaml, "${name[lang]}"`,
        )
      return { slug, title: name[lang] }
    }),
  )
}
