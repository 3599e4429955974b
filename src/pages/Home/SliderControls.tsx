import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useI18n } from '../../i18n/I18nProvider'
import type { SlideView } from './home-data'

const ROUND_BUTTON =
  'focus-ring flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow hover:bg-white'

/** Previous / next, one dot per slide and the pause/play button (shown only when there is more than one slide). */
export function SliderControls({
  slides,
  current,
  playing,
  onPrevious,
  onNext,
  onSelect,
  onTogglePlaying,
}: {
  slides: readonly SlideView[]
  current: number
  playing: boolean
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
  onTogglePlaying: () => void
}) {
  const { t } = useI18n()
  return (
    <div className="absolute inset-x-0 bottom-4 z-20">
      <div className="container flex items-center gap-3">
        <button type="button" onClick={onPrevious} className={ROUND_BUTTON} data-slider="previous">
          <ChevronLeft aria-hidden="true" size={24} />
          <span className="sr-only">{t('hero.previous')}</span>
        </button>
        <ul className="flex flex-wrap items-center">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('hero.goTo', { number: index + 1, title: slide.title })}
                className="focus-ring group flex h-8 w-8 items-center justify-center rounded-full"
                data-slider="dot"
              >
                {/* The current dot grows by a transform, not by its width: a moving layout would count as a shift. */}
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-white transition-transform motion-reduce:transition-none ${
                    index === current ? 'scale-150 bg-white' : 'bg-slate-950/40 group-hover:bg-white/70'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={onNext} className={ROUND_BUTTON} data-slider="next">
          <ChevronRight aria-hidden="true" size={24} />
          <span className="sr-only">{t('hero.next')}</span>
        </button>
        <button
          type="button"
          onClick={onTogglePlaying}
          className={`${ROUND_BUTTON} ml-auto`}
          data-slider="toggle"
          data-playing={playing ? 'true' : 'false'}
        >
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
          <span className="sr-only">{playing ? t('hero.pause') : t('hero.play')}</span>
        </button>
      </div>
    </div>
  )
}
