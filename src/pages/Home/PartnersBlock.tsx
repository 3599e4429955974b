import { HOME_BLOCK } from './home-block'
import { Handshake } from 'lucide-react'
import { FALLBACK_ATTR, FALLBACK_BOX_ATTR, HIDE } from '../../browser/page-script/image-fallback'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { PartnerView } from './home-data'

/**
 * A partner as a wordmark: its name set in type, with its logo over it when there is one. A logo that fails
 * to load is hidden (docs/behaviour.md#images, src/browser/page-script/image-fallback.ts) and the name shows in its place.
 */
function PartnerMark({ partner }: { partner: PartnerView }) {
  return (
    <li className="relative flex h-20 items-center justify-center overflow-hidden rounded-xl bg-white px-3 text-center shadow-sm ring-1 ring-slate-200">
      <span className="text-balance text-sm font-bold leading-tight text-slate-800">{partner.name}</span>
      {partner.logo ? (
        <img
          src={partner.logo.src}
          alt=""
          width={partner.logo.width ?? 160}
          height={partner.logo.height ?? 64}
          loading="lazy"
          decoding="async"
          {...{ [FALLBACK_ATTR]: HIDE, [FALLBACK_BOX_ATTR]: 'img' }}
          className="absolute inset-0 h-full w-full bg-white object-contain p-1"
        />
      ) : null}
    </li>
  )
}

function BecomePartner({ heading }: { heading: 'h2' | 'h3' }) {
  const { t, to } = useI18n()
  const Heading = heading
  return (
    <div
      className={`${heading === 'h3' ? 'mt-8 sm:mt-12' : ''} flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8`}
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
 * Block 9 of docs/behaviour.md#home: the partners' wordmarks and the call to become one. The strip is left out
 * when the build had no partners or there are none; the call stays.
 */
export function PartnersBlock({ initial }: { initial: PartnerView[] | null }) {
  const { t } = useI18n()
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let strip = null
  if (initial?.length) {
    strip = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-partners="">
        {initial.map((partner) => (
          <PartnerMark key={partner.id} partner={partner} />
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
              className="mb-6 text-center text-2xl font-extrabold text-slate-900 sm:mb-8 sm:text-3xl"
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
