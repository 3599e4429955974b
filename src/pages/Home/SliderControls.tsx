import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { SlideView } from './home-data'
import { DOT_CURRENT, DOT_OTHER, SLIDER_ATTR } from './slider-markup'

const ROUND_BUTTON =
  'focus-ring flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white'

/**
 * Previous / next, one dot per slide and the pause/play button (drawn only when there is more than one slide),
 * drawn as the slider starts: on the first slide, turning. The toggle holds both of its icons and names; the
 * slider's script shows the pair of the state it is in (hero-slider-controller.ts). The whole box is hidden
 * until that script runs: without JavaScript the page holds the first slide only, and nothing turns, so the
 * controls could do nothing. It lies over the slide, so showing it shifts nothing.
 */
export function SliderControls({ slides }: { slides: readonly SlideView[] }) {
  const { t } = useI18n()
  const control = (kind: 'previous' | 'next' | 'dot' | 'toggle') => ({ [SLIDER_ATTR.control]: kind })
  const state = (when: 'playing' | 'paused') => ({ [SLIDER_ATTR.when]: when, hidden: when === 'paused' })
  return (
    <div hidden className="absolute inset-x-0 bottom-4 z-20" {...{ [SLIDER_ATTR.controls]: '' }}>
      <div className="container flex items-center gap-3">
        <button type="button" className={ROUND_BUTTON} {...control('previous')}>
          <ChevronLeft aria-hidden="true" size={24} />
          <span className="sr-only">{t('hero.previous')}</span>
        </button>
        <ul className="flex flex-wrap items-center">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-current={index === 0 ? 'true' : undefined}
                aria-label={t('hero.goTo', { number: index + 1, title: slide.title.text })}
                className="focus-ring group flex h-8 w-8 items-center justify-center rounded-full"
                {...control('dot')}
                {...{ [SLIDER_ATTR.index]: index }}
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-white transition-transform motion-reduce:transition-none ${(index ===
                  0
                    ? DOT_CURRENT
                    : DOT_OTHER
                  ).join(' ')}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={ROUND_BUTTON} {...control('next')}>
          <ChevronRight aria-hidden="true" size={24} />
          <span className="sr-only">{t('hero.next')}</span>
        </button>
        <button
          type="button"
          className={`${ROUND_BUTTON} ml-auto`}
          {...control('toggle')}
          {...{ [SLIDER_ATTR.playing]: 'true' }}
        >
          <span {...state('playing')}>
            <Pause aria-hidden="true" size={20} />
            <span className="sr-only">{t('hero.pause')}</span>
          </span>
          <span {...state('paused')}>
            <Play aria-hidden="true" size={20} />
            <span className="sr-only">{t('hero.play')}</span>
          </span>
        </button>
      </div>
    </div>
  )
}
