import { ArrowRight } from 'lucide-react'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { PartText } from '../../shared/components/PartText'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import type { SlideView } from './home-data'
import { SliderControls } from './SliderControls'
import { paths } from '../../shared/app/paths'
import { SLIDE_NOT_SHOWN, SLIDE_SHOWN, SLIDER_ATTR } from './slider-markup'
import { scriptIslandAttributes } from '../../node/islands/IslandPrerender'
import heroSlider from './HeroSlider.island'

/** The hero's height never changes with its state or its slide, so nothing below it ever moves (CLS 0). */
export const HERO_BOX = 'relative h-[30rem] overflow-hidden sm:h-[36rem] lg:h-[40rem]'

function Slide({ slide, position, total }: { slide: SlideView; position: number; total: number }) {
  const { t, to } = useI18n()
  const shown = position === 1
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('hero.slideOf', { current: position, total })}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      hidden={!shown}
      {...{
        [SLIDER_ATTR.slide]: position,
        [SLIDER_ATTR.current]: shown ? 'true' : undefined,
        [SLIDER_ATTR.announce]: t('hero.announce', { current: position, total, title: slide.title.text }),
      }}
      className={`absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${(shown
        ? SLIDE_SHOWN
        : SLIDE_NOT_SHOWN
      ).join(' ')}`}
    >
      <SmartImage
        image={slide.image}
        fallback={FALLBACK_IMAGES.slide}
        sizes={IMAGE_SIZES.fullWidth}
        width={1600}
        height={900}
        priority={shown}
        alt=""
        className="absolute inset-0 h-full w-full object-cover"
      />
      {/* Two veils keep white text above 4.5:1 whatever the photo: an even one and a deeper one at the bottom. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/55" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-transparent"
      />
      <div className="container relative flex h-full flex-col justify-end pb-20 pt-16 text-white sm:pb-24 sm:pt-20">
        <div className="max-w-3xl">
          <h2
            lang={slide.title.lang}
            className="text-2xl font-extrabold leading-tight sm:text-4xl lg:text-5xl"
          >
            {slide.title.text}
          </h2>
          {slide.preview.text ? (
            // Whole: the preview is cut at a word already (home-data.ts); a line clamp cut it again mid-word.
            <p lang={slide.preview.lang} className="mt-4 text-base text-white/95 sm:text-lg">
              {slide.preview.text}
            </p>
          ) : null}
          <a href={to(paths.slide(slide.slug))} className="btn-accent mt-6">
            {t('state.learnMore')}
            <span className="sr-only">
              : <PartText value={slide.title} />
            </span>
            <ArrowRight aria-hidden="true" size={18} />
          </a>
        </div>
      </div>
    </div>
  )
}

function DisplayError() {
  const { t } = useI18n()
  return (
    <div role="alert" className="container relative flex h-full flex-col justify-center pb-24 text-white">
      <h2 className="text-2xl font-bold">{t('hero.displayError')}</h2>
      <p className="mt-2 text-white/90">{t('hero.cannotLoadSlide')}</p>
    </div>
  )
}

/**
 * The hero slider (docs/behaviour.md#home): a WAI-ARIA carousel with a visible pause button, drawn on its first
 * slide. Its behaviour is plain script (hero-slider-controller.ts), started by the page's script on prerendered
 * markup. The slides after the first wait in <template>s, out of the page until the script brings them in: the
 * prerendered page is smaller, and their images are not even asked for without JavaScript.
 */
export function HeroSlider({ slides }: { slides: readonly SlideView[] }) {
  const { t } = useI18n()
  const count = slides.length

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className={`${HERO_BOX} bg-brand-900`}
      {...{ [SLIDER_ATTR.root]: '', [SLIDER_ATTR.rotating]: 'false' }}
      {...scriptIslandAttributes(heroSlider)}
    >
      {/* The page's only h1, first in reading order, laid over the slides. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20">
        <div className="container pt-6">
          <h1 className="text-sm font-bold uppercase tracking-wider text-white sm:text-base">
            {t('site.fullName')}
          </h1>
        </div>
      </div>
      {slides.map((slide, index) => {
        const drawn = <Slide key={slide.id} slide={slide} position={index + 1} total={count} />
        return index === 0 ? (
          drawn
        ) : (
          <template key={slide.id} {...{ [SLIDER_ATTR.later]: '' }}>
            {drawn}
          </template>
        )
      })}
      {count ? null : <DisplayError />}
      {/* Polite while nothing turns: before the script runs, and whenever it stands still. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true" {...{ [SLIDER_ATTR.status]: '' }}>
        {slides[0] ? t('hero.announce', { current: 1, total: count, title: slides[0].title.text }) : ''}
      </p>
      {count > 1 ? <SliderControls slides={slides} /> : null}
    </section>
  )
}
