import type { ReactNode } from 'react'
import { EmptyState, ErrorPanel, LoadingState, reloadPage } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import type { SlideView } from './home-data'
import { HERO_BOX, HeroSlider } from './HeroSlider'

function HeroStatus({ children }: { children: ReactNode }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="home-title" className={`${HERO_BOX} bg-brand-50`}>
      <div className="container flex h-full flex-col justify-center py-8">
        <h1 id="home-title" className="text-center text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t('site.fullName')}
        </h1>
        {children}
      </div>
    </section>
  )
}

/** Block 1 of docs/behaviour.md#home: the slider, or its loading, error and empty states. */
export function HeroBlock({ initial }: { initial: SlideView[] | null }) {
  const { t, lang } = useI18n()
  const { state, data } = useBlockData(initial, async (signal) =>
    (await import('./live-data')).fetchSlideViews(lang, signal),
  )

  // Slides of the build are prerendered: all but the first wait in the page until the slider's script runs.
  if (state === 'ready' && data) return <HeroSlider slides={data} holdBack={initial !== null} />
  if (state === 'loading') {
    return (
      <HeroStatus>
        <LoadingState label={t('hero.loading')} />
      </HeroStatus>
    )
  }
  if (state === 'error') {
    return (
      <HeroStatus>
        <ErrorPanel title={t('hero.loadingError')} message={t('hero.error')} onRetry={reloadPage} />
      </HeroStatus>
    )
  }
  return (
    <HeroStatus>
      <EmptyState title={t('hero.noSlides')}>{t('hero.slidesComingSoon')}</EmptyState>
    </HeroStatus>
  )
}
