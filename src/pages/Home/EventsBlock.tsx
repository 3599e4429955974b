import { HOME_BLOCK } from './home-block'
import { useState } from 'react'
import { EmptyState, ErrorPanel } from '../../shared/components/states'
import { useBlockData } from '../../shared/data/useBlockData'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { Lang } from '../../shared/i18n/languages'
import type { EventFilter } from '../../shared/schemas/api'
import { EventCard, SingleEvent } from './EventCard'
import type { EventView } from './home-data'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { scriptOnly } from '../../shared/components/script-only'
import { useIsClient } from '../../shared/islands/useIsClient'
import { cardRow } from '../../shared/components/card-row'

/** Another filter's events, asked of the API when the visitor picks it; its code comes only then. */
async function fetchEventViews(filter: EventFilter, lang: Lang, signal: AbortSignal): Promise<EventView[]> {
  const [{ fetchEvents }, { toEventViews }] = await Promise.all([
    import('../../browser/api/fetchers'),
    import('./home-data'),
  ])
  return toEventViews(await fetchEvents(filter, signal), lang)
}

/** docs/behaviour.md#home: the three filters, 'upcoming' first and by default. */
const FILTERS: readonly EventFilter[] = ['upcoming', 'featured', 'all']
const DEFAULT_FILTER: EventFilter = 'upcoming'

function FilterButtons({
  filter,
  onChange,
}: {
  filter: EventFilter
  onChange: (filter: EventFilter) => void
}) {
  const { t } = useI18n()
  // The other filters are asked of the API: without JavaScript the prerendered list (upcoming) is all there is.
  return (
    <div
      role="group"
      aria-label={t('home.events.filterLabel')}
      className="inline-flex rounded-full bg-slate-100 p-1"
      {...scriptOnly(useIsClient(), 'inline-flex')}
    >
      {FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(value)}
          data-filter={value}
          className={`focus-ring rounded-full px-4 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none ${
            value === filter ? 'bg-brand-700 text-white shadow' : 'text-slate-800 hover:bg-white'
          }`}
        >
          {t(`home.events.filter.${value}`)}
        </button>
      ))}
    </div>
  )
}

function EventList({ events }: { events: readonly EventView[] }) {
  const [only] = events
  if (events.length === 1 && only) return <SingleEvent event={only} />
  // A row to swipe through on a phone (five stacked events took three screens), a balanced grid wider.
  const row = cardRow(events.length)
  return (
    <ul className={row.list}>
      {events.map((event) => (
        <li key={event.id} className={row.item}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Block 3 of docs/behaviour.md#home: events, upcoming by default (prerendered from the snapshot); another
 * filter asks the API again. The page leaves the block out when the build had no events; it hides itself when
 * there is none — but once the visitor has picked a filter, the block stays so they can pick another, and says
 * what happened.
 */
export function EventsBlock({ initial }: { initial: EventView[] }) {
  const { t, lang } = useI18n()
  const [filter, setFilter] = useState<EventFilter>(DEFAULT_FILTER)
  const [touched, setTouched] = useState(false)
  const { state, data, retry } = useBlockData(initial, (signal) => fetchEventViews(filter, lang, signal), {
    deps: [filter],
  })

  if (!touched && (state === 'error' || state === 'empty')) return null

  const choose = (next: EventFilter) => {
    setTouched(true)
    setFilter(next)
  }

  let body
  if (state === 'error') body = <ErrorPanel message={t('home.events.error')} onRetry={retry} />
  else if (state === 'empty') body = <EmptyState title={t('home.events.empty')} />
  else body = <EventList events={data ?? initial} />

  return (
    <section aria-labelledby="home-events-title" {...HOME_BLOCK}>
      <div className="container">
        <SectionHeading
          bar
          id="home-events-title"
          title={t('home.events.title')}
          intro={t('home.events.intro')}
          action={<FilterButtons filter={filter} onChange={choose} />}
        />
        {/* While another filter loads, the previous events stay, dimmed. */}
        <div
          aria-busy={state === 'loading'}
          data-events-state={state}
          className={
            state === 'loading' && data ? 'opacity-60 transition-opacity motion-reduce:transition-none' : ''
          }
        >
          {body}
        </div>
      </div>
    </section>
  )
}
