import { ArrowUp, CalendarDays, Mail, MapPin, Phone } from 'lucide-react'
import { paths } from '../app/paths'
import { useI18n } from '../i18n/I18nProvider'
import type { TextKey } from '../i18n/text-keys'
import type { LayoutLink, LayoutSettings } from './layout-data'
import type { ThemeLink } from './navigation'
import { SocialIcon } from './SocialIcon'

/**
 * The footer's two looks (docs/behaviour.md#footer): a link is white and underlined, an entry without a target
 * is muted plain text, so no text looks like a link it is not.
 */
export const FOOTER_LINK =
  'focus-ring tap-target rounded text-white underline decoration-slate-400 underline-offset-4 hover:decoration-white'
const FOOTER_TEXT = 'text-slate-400'

/** A phone number as a `tel:` address: the digits and the leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** On a phone, short groups pair up in two columns and the others take the footer's width (`wide`). */
const WIDE_ON_PHONE = 'col-span-2 sm:col-span-1'

function FooterGroup({
  titleKey,
  links,
  wide = false,
}: {
  titleKey: TextKey
  links: readonly LayoutLink[]
  wide?: boolean
}) {
  const { t, to } = useI18n()
  return (
    <div className={wide ? WIDE_ON_PHONE : undefined}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">{t(titleKey)}</h2>
      <ul className="space-y-1 text-sm">
        {links.map(({ label, href }) => (
          // Every row as tall as a link, text or not, so the list keeps one rhythm.
          <li key={label} className="flex min-h-6 items-center">
            {/* Items without a target are text, never dead links
                (docs/behaviour.md#links-to-existing-routes). */}
            {href ? (
              <a href={to(href)} className={FOOTER_LINK}>
                {label}
              </a>
            ) : (
              <span className={FOOTER_TEXT}>{label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The yearly gatherings: each name, in a light grey rather than the links' underlined white, with
 * when it takes place, so it reads as an appointment and not as a link that does not work
 * (docs/behaviour.md#footer).
 */
function Gatherings({ gatherings }: { gatherings: LayoutSettings['footer']['gatherings'] }) {
  const { t, to } = useI18n()
  return (
    <div className={WIDE_ON_PHONE}>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">{t('footer.gatherings')}</h2>
      <ul className="space-y-3 text-sm">
        {gatherings.map(({ label, href, when }) => (
          <li key={label} className="flex gap-2">
            <CalendarDays aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-400" />
            <span>
              {href ? (
                <a href={to(href)} className={FOOTER_LINK}>
                  {label}
                </a>
              ) : (
                <span className="font-semibold text-slate-100">{label}</span>
              )}
              <span className="block text-slate-300">{when}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The social networks: a round icon link for each that has an address, one line of text for the others. */
function SocialLinks({ social }: { social: LayoutSettings['social'] }) {
  const { t } = useI18n()
  const soon = social.filter((link) => !link.url).map((link) => link.label)
  return (
    <>
      <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
        {social.map((link) =>
          link.url ? (
            <li key={link.network}>
              <a
                href={link.url}
                rel="noopener noreferrer"
                target="_blank"
                // tap-target: a size that every page's inlined CSS holds, so two icons side by side stay
                // apart when the full stylesheet never arrives (docs/behaviour.md#tap-targets).
                className="focus-ring tap-target flex h-10 w-10 items-center justify-center rounded-full bg-slate-700 text-white hover:bg-brand-600"
              >
                <SocialIcon network={link.network} />
                <span className="sr-only">
                  {link.label} {t('a11y.opensInNewTab')}
                </span>
              </a>
            </li>
          ) : null,
        )}
      </ul>
      {soon.length > 0 ? (
        <p className={`mt-3 text-sm ${FOOTER_TEXT}`}>
          {t('footer.socialSoon', { networks: soon.join(', ') })}
        </p>
      ) : null}
    </>
  )
}

/**
 * The footer (docs/behaviour.md#footer): the contact details, the settings' themes and the groups of
 * content/settings.yaml. Plain markup: it works without JavaScript. Always drawn, unlike the lower blocks of
 * long pages: it is dark (see RENDER_NEAR_SCREEN).
 */
export function Footer({
  settings,
  themes,
}: {
  settings: LayoutSettings | null
  themes: readonly ThemeLink[]
}) {
  const { t } = useI18n()
  const themeLinks = themes.map((theme) => ({ label: theme.title, href: paths.theme(theme.slug) }))
  return (
    <footer className="site-footer mt-16 bg-slate-900 text-slate-200">
      {settings ? (
        <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
          <div className={`${WIDE_ON_PHONE} space-y-3 text-sm`}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('footer.about')}</h2>
            <p>{settings.organisationName}</p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" size={18} className="shrink-0" />
              <span>{settings.contact.address}</span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" size={18} className="shrink-0" />
              <a href={telHref(settings.contact.phone)} className={`${FOOTER_LINK} whitespace-nowrap`}>
                {settings.contact.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" size={18} className="shrink-0" />
              <a href={`mailto:${settings.contact.email}`} className={FOOTER_LINK}>
                {settings.contact.email}
              </a>
            </p>
          </div>
          {themeLinks.length > 0 ? <FooterGroup titleKey="nav.actions" links={themeLinks} wide /> : null}
          <FooterGroup titleKey="footer.association" links={settings.footer.association} />
          <FooterGroup titleKey="footer.resources" links={settings.footer.resources} />
          <div className="col-span-2">
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
              {t('footer.connect')}
            </h2>
            <p className="mb-4 text-sm">{t('footer.connectText')}</p>
            <SocialLinks social={settings.social} />
          </div>
          <Gatherings gatherings={settings.footer.gatherings} />
          <FooterGroup titleKey="footer.legal" links={settings.footer.legal} />
        </div>
      ) : null}
      <div className="border-t border-slate-700">
        <div className="container flex items-center justify-between gap-4 py-5 text-sm">
          <p>
            {t('footer.copyright', {
              year: settings?.copyrightYear ?? 2025,
              name: settings?.organisationName ?? t('site.fullName'),
            })}
          </p>
          {/* `#top` is the top of the document for every browser (no element needs that id); the frame script
              also moves focus to the main content (src/browser/page-script/frame/back-to-top.ts). */}
          <a
            href="#top"
            data-back-to-top
            className="focus-ring flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
          >
            <ArrowUp aria-hidden="true" size={20} />
            <span className="sr-only">{t('a11y.scrollToTop')}</span>
          </a>
        </div>
      </div>
    </footer>
  )
}
