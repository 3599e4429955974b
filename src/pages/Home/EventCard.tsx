import { CalendarDays, ExternalLink, Star } from 'lucide-react'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { SentenceWith, TEXT_SLOT } from '../../shared/components/PartText'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { formatDate } from '../../shared/lib/dates'
import type { EventView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'

/** Registration link in a new tab, or a disabled button when the event has none (docs/behaviour.md#home). */
function ParticipateButton({ event }: { event: EventView }) {
  const { t } = useI18n()
  if (!event.registrationLink) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled
          aria-describedby={`event-${event.id}-closed`}
          className="btn cursor-not-allowed bg-slate-200 text-slate-600"
        >
          {t('home.events.participate')}
        </button>
        <span id={`event-${event.id}-closed`} className="text-sm text-slate-600">
          {t('home.events.registrationClosed')}
        </span>
      </div>
    )
  }
  return (
    <a href={event.registrationLink} target="_blank" rel="noopener noreferrer" className="btn-primary">
      <span aria-hidden="true">{t('home.events.participate')}</span>
      <span className="sr-only">
        <SentenceWith sentence={t('home.events.participateIn', { title: TEXT_SLOT })} part={event.title} />{' '}
        {t('a11y.opensInNewTab')}
      </span>
      <ExternalLink aria-hidden="true" size={16} />
    </a>
  )
}

function EventDate({ iso }: { iso: string | null }) {
  const { lang } = useI18n()
  const shown = formatDate(iso, lang, { withTime: true })
  if (!iso || !shown) return null
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
      <CalendarDays aria-hidden="true" size={16} />
      <time dateTime={iso}>{shown}</time>
    </p>
  )
}

function FeaturedBadge() {
  const { t } = useI18n()
  return (
    <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-slate-900 shadow">
      <Star aria-hidden="true" size={14} fill="currentColor" />
      {t('home.events.featured')}
    </span>
  )
}

/** One event among several: a card in the grid. */
export function EventCard({ event }: { event: EventView }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100 md:aspect-[4/3]">
        <SmartImage
          image={event.image}
          fallback={FALLBACK_IMAGES.placeholder}
          sizes={IMAGE_SIZES.cardRow}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover"
        />
        {event.featured ? <FeaturedBadge /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <EventDate iso={event.date} />
        <h3 lang={event.title.lang} className="text-lg font-bold text-slate-900">
          {event.title.text}
        </h3>
        {event.summary.text ? (
          // Not on a phone, where the events are a row to swipe (docs/behaviour.md#grids).
          <p lang={event.summary.lang} className="flex-1 text-slate-700 lt-md:hidden">
            {event.summary.text}
          </p>
        ) : (
          <div className="flex-1" />
        )}
        <div className="mt-auto">
          <ParticipateButton event={event} />
        </div>
      </div>
    </article>
  )
}

/**
 * The only event: image and text side by side on wide screens (docs/behaviour.md#home: one event alone gets a
 * wide layout).
 */
export function SingleEvent({ event }: { event: EventView }) {
  return (
    <article
      data-single-event=""
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
    >
      <div className="relative aspect-[4/3] bg-slate-100 md:aspect-auto md:min-h-80">
        <SmartImage
          image={event.image}
          fallback={FALLBACK_IMAGES.placeholder}
          sizes={IMAGE_SIZES.halfFromMd}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover md:absolute md:inset-0"
        />
        {event.featured ? <FeaturedBadge /> : null}
      </div>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <EventDate iso={event.date} />
        <h3 lang={event.title.lang} className="text-2xl font-extrabold text-slate-900">
          {event.title.text}
        </h3>
        {event.summary.text ? (
          <p lang={event.summary.lang} className="text-lg text-slate-700">
            {event.summary.text}
          </p>
        ) : null}
        <div>
          <ParticipateButton event={event} />
        </div>
      </div>
    </article>
  )
}
