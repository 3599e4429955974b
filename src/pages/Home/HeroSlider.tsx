import { ArrowRight } from 'lucide-react'
import { useRef } from 'react'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { useI18n } from '../../i18n/I18nProvider'
import { FALLBACK_IMAGES } from '../../components/fallback-images'
import type { SlideView } from './home-data'
import { nextIndex, previousIndex } from './slider-index'
import { SliderControls } from './SliderControls'
import { useSlider } from './useSlider'
import { paths } from '../../app/paths'

/** A horizontal swipe longer than this (in CSS pixels) changes the slide on touch screens. */
const SWIPE_DISTANCE = 40

/**
 * The hero's height never changes with its state or its slide, so nothing below it ever moves (CLS 0). Class
 * strings live in .tsx files: the CSS generator does not read .ts files.
 */
export const HERO_BOX = 'relative h-[34rem] overflow-hidden sm:h-[36rem] lg:h-[40rem]'

type SlideRole = 'current' | 'adjacent' | 'hidden'

/**
 * The current slide is shown; its neighbours are laid out but invisible once the page is hydrated, so their
 * images load ahead and the change cross-fades; the others are not rendered at all (display: none), and
 * their lazy images wait. Before hydration only the first slide is rendered.
 */
function roleOf(index: number, current: number, count: number, hydrated: boolean): SlideRole {
  if (index === current) return 'current'
  const adjacent = index === nextIndex(current, count) || index === previousIndex(current, count)
  return hydrated && adjacent ? 'adjacent' : 'hidden'
}

function Slide({
  slide,
  position,
  total,
  role,
}: {
  slide: SlideView
  position: number
  total: number
  role: SlideRole
}) {
  const { t, to } = useI18n()
  const shown = role === 'current'
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('hero.slideOf', { current: position, total })}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      hidden={role === 'hidden'}
      data-slide={position}
      data-current={shown ? 'true' : undefined}
      className={`absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
        shown ? 'visible opacity-100' : 'invisible opacity-0'
      }`}
    >
      <SmartImage
        image={slide.image}
        fallback={FALLBACK_IMAGES.slide}
        sizes={IMAGE_SIZES.fullWidth}
        width={1600}
        height={900}
        priority={position === 1}
        alt=""
        className="absolute inset-0 h-full w-full object-cover"
      />
      {/* Two veils keep white text above 4.5:1 whatever the photo: an even one and a deeper one at the bottom. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/55" />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-transparent"
      />
      <div className="container relative flex h-full flex-col justify-end pb-24 pt-20 text-white">
        <div className="max-w-3xl">
          <h2 className="text-2xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
          {slide.preview ? (
            <p className="mt-4 line-clamp-3 text-base text-white/95 sm:text-lg">{slide.preview}</p>
          ) : null}
          <a href={to(paths.slide(slide.slug))} className="btn-accent mt-6">
            {t('state.learnMore')}
            <span className="sr-only">: {slide.title}</span>
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

/** The hero slider (docs/behaviour.md#home): a WAI-ARIA carousel with a visible pause button. */
export function HeroSlider({ slides }: { slides: readonly SlideView[] }) {
  const { t } = useI18n()
  const count = slides.length
  const slider = useSlider(count)
  const touchStart = useRef<number | null>(null)
  const currentSlide = slides[slider.current]

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className={`${HERO_BOX} bg-brand-900`}
      data-rotating={slider.rotating ? 'true' : 'false'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && slider.setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && slider.setHovered(false)}
      onFocus={() => slider.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) slider.setFocused(false)
      }}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStart.current
        const end = event.changedTouches[0]?.clientX
        touchStart.current = null
        if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_DISTANCE) return
        if (end < start) slider.next()
        else slider.previous()
      }}
    >
      {/* The page's only h1, first in reading order, laid over the slides. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 z-20">
        <div className="container pt-6">
          <h1 className="text-sm font-bold uppercase tracking-wider text-white sm:text-base">
            {t('site.fullName')}
          </h1>
        </div>
      </div>
      {/* Before hydration only the current slide is in the page: the others would be hidden anyway, and the
          prerendered page is smaller without them. */}
      {slides.map((slide, index) =>
        slider.hydrated || index === slider.current ? (
          <Slide
            key={slide.id}
            slide={slide}
            position={index + 1}
            total={count}
            role={roleOf(index, slider.current, count, slider.hydrated)}
          />
        ) : null,
      )}
      {currentSlide ? null : <DisplayError />}
      {/* Announced politely, and only when the slides are not turning on their own (no chatter every 5 s). */}
      <p className="sr-only" aria-live={slider.rotating ? 'off' : 'polite'} aria-atomic="true">
        {currentSlide
          ? t('hero.announce', { current: slider.current + 1, total: count, title: currentSlide.title })
          : ''}
      </p>
      {count > 1 ? (
        <SliderControls
          slides={slides}
          current={slider.current}
          playing={slider.playing}
          onPrevious={slider.previous}
          onNext={slider.next}
          onSelect={slider.goTo}
          onTogglePlaying={slider.togglePlaying}
        />
      ) : null}
    </section>
  )
}
