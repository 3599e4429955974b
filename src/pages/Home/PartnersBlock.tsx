import { HOME_BLOCK } from './home-block'
import { Handshake } from 'lucide-react'
import { FALLBACK_ATTR, HIDE } from '../../client/image-fallback'
import { useI18n } from '../../i18n/I18nProvider'
import type { PartnerView } from './home-data'

/**
 * A partner's logo; one that is missing or fails to load is hidden (docs/behaviour.md#images), not replaced:
 * a broken one by src/client/image-fallback.ts.
 */
function PartnerLogo({ partner }: { partner: PartnerView }) {
  if (!partner.logo) return null
  return (
    <li className="flex h-20 w-40 items-center justify-center rounded-xl bg-white p-3 shadow-sm">
      <img
        src={partner.logo.src}
        alt={partner.name}
        width={partner.logo.width ?? 160}
        height={partner.logo.height ?? 64}
        loading="lazy"
        decoding="async"
        {...{ [FALLBACK_ATTR]: HIDE }}
        className="h-full w-full object-contain"
      />
    </li>
  )
}

function BecomePartner({ heading }: { heading: 'h2' | 'h3' }) {
  const { t, to } = useI18n()
  const Heading = heading
  return (
    <div
      className={`${heading === 'h3' ? 'mt-12' : ''} flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between`}
    >
      <div className="max-w-2xl">
        <Heading id="home-partners-cta" className="text-xl font-bold">
          {t('home.partners.ctaTitle')}
        </Heading>
        <p className="mt-2 text-white/90">{t('home.partners.ctaText')}</p>
      </div>
      <a href={to('/contact')} className="btn-accent shrink-0">
        <Handshake aria-hidden="true" size={18} />
        {t('home.partners.ctaButton')}
      </a>
    </div>
  )
}

/**
 * Block 9 of docs/behaviour.md#home: the partners' logos and the call to become one. The strip is left out when
 * the build had no partners or there are none; the call stays.
 */
export function PartnersBlock({ initial }: { initial: PartnerView[] | null }) {
  const { t } = useI18n()
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let strip = null
  if (initial?.some((partner) => partner.logo)) {
    strip = (
      <ul className="flex flex-wrap items-center justify-center gap-4" data-partners="">
        {initial.map((partner) => (
          <PartnerLogo key={partner.id} partner={partner} />
        ))}
      </ul>
    )
  }

  return (
    <section aria-labelledby={strip ? 'home-partners-title' : 'home-partners-cta'} {...HOME_BLOCK}>
      <div className="container" data-partners-state={state}>
        {strip ? (
          <>
            <h2
              id="home-partners-title"
              className="mb-8 text-center text-2xl font-extrabold text-slate-900 sm:text-3xl"
            >
              {t('home.partners.title')}
            </h2>
            {strip}
          </>
        ) : null}
        <BecomePartner heading={strip ? 'h3' : 'h2'} />
      </div>
    </section>
  )
}
