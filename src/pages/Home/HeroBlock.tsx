import type { ReactNode } from 'react'
import { EmptyState, ErrorPanel } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
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

/**
 * Block 1 of docs/behaviour.md#home: the slider; without slides, its empty state; when the build had none
 * (docs/behaviour.md#build-time-failure-policy), its unavailable state.
 */
export function HeroBlock({ initial }: { initial: SlideView[] | null }) {
  const { t } = useI18n()
  if (initial?.length) return <HeroSlider slides={initial} />
  if (initial === null) {
    return (
      <HeroStatus>
        <ErrorPanel title={t('hero.loadingError')} message={t('hero.error')} />
      </HeroStatus>
    )
  }
  return (
    <HeroStatus>
      <EmptyState title={t('hero.noSlides')}>{t('hero.slidesComingSoon')}</EmptyState>
    </HeroStatus>
  )
}
