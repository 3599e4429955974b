import { ArrowUp, Mail, MapPin, Phone } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import type { TextKey } from '../i18n/text-keys'
import type { LayoutLink, LayoutSettings } from './layout-data'
import { SocialIcon } from './SocialIcon'

function FooterGroup({ titleKey, links }: { titleKey: TextKey; links: readonly LayoutLink[] }) {
  const { t, to } = useI18n()
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">{t(titleKey)}</h2>
      <ul className="space-y-1 text-sm">
        {links.map(({ label, href }) => (
          // Every row as tall as a link, text or not, so the list keeps one rhythm.
          <li key={label} className="flex min-h-6 items-center">
            {/* Items without a target are text, never dead links
                (docs/behaviour.md#links-to-existing-routes). */}
            {href ? (
              <a
                href={to(href)}
                className="focus-ring tap-target rounded text-slate-200 hover:text-white hover:underline"
              >
                {label}
              </a>
            ) : (
              <span className="text-slate-300">{label}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The footer (docs/behaviour.md#footer), its items from content/settings.yaml. Plain markup: it works without
 * JavaScript. Always drawn, unlike the lower blocks of long pages: it is dark (see RENDER_NEAR_SCREEN).
 */
export function Footer({ settings }: { settings: LayoutSettings | null }) {
  const { t } = useI18n()
  return (
    <footer className="site-footer mt-16 bg-slate-900 text-slate-200">
      {settings ? (
        <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-3 text-sm">
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('footer.about')}</h2>
            <p>{settings.organisationName}</p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" size={18} className="shrink-0" />
              <span>{settings.contact.address}</span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" size={18} className="shrink-0" />
              <span>{settings.contact.phone}</span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" size={18} className="shrink-0" />
              <a
                href={`mailto:${settings.contact.email}`}
                className="focus-ring tap-target rounded underline hover:text-white"
              >
                {settings.contact.email}
              </a>
            </p>
          </div>
          <FooterGroup titleKey="footer.sectors" links={settings.footer.sectors} />
          <FooterGroup titleKey="footer.topics" links={settings.footer.topics} />
          <FooterGroup titleKey="footer.microsites" links={settings.footer.microsites} />
          <div>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
              {t('footer.connect')}
            </h2>
            <p className="mb-4 text-sm">{t('footer.connectText')}</p>
            <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
              {settings.social.map((link) => (
                <li key={link.network}>
                  {link.url ? (
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="focus-ring flex h-10 w-10 items-center justify-center rounded-full bg-slate-700 text-white hover:bg-brand-600"
                    >
                      <SocialIcon network={link.network} />
                      <span className="sr-only">
                        {link.label} {t('a11y.opensInNewTab')}
                      </span>
                    </a>
                  ) : (
                    <span
                      title={t('footer.socialNoLink', { network: link.label })}
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-300"
                    >
                      <SocialIcon network={link.network} />
                      <span className="sr-only">{t('footer.socialNoLink', { network: link.label })}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <FooterGroup titleKey="footer.resources" links={settings.footer.resources} />
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
              also moves focus to the main content (src/client/frame/back-to-top.ts). */}
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
