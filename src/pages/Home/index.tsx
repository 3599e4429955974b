import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { LargestImagePreload } from '../../shared/components/LargestImagePreload'
import { JsonLd } from '../../shared/components/JsonLd'
import { PageMeta } from '../../shared/components/PageMeta'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { useBuildData } from '../../shared/data/use-build-data'
import { eventData, ngoData } from '../../shared/lib/structured-data'
import { Island } from '../../shared/islands/Island'
import { ArticlesBlock } from './ArticlesBlock'
import eventsBlock from './EventsBlock.island'
import { FocusBlock } from './FocusBlock'
import focusBlock from './FocusBlock.island'
import { HeroBlock } from './HeroBlock'
import { OddBlock } from './OddBlock'
import { PartnersBlock } from './PartnersBlock'
import { ProjectsBlock } from './ProjectsBlock'
import { StrategiesBlock } from './StrategiesBlock'
import videoBlock from './VideoBlock.island'
import { KeyFiguresBand } from './KeyFiguresBand'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import type { EventView, HomeData } from './home-data'
import type { loader } from './page'

/**
 * Build time only: each block's data from the API snapshots, null for a block whose snapshot is missing; the
 * key figures from the settings.
 */

const NO_DATA: HomeData = {
  slides: null,
  videos: null,
  events: null,
  projects: null,
  focus: null,
  odd: null,
  articles: null,
  strategies: null,
  partners: null,
}

/** The prerendered events (upcoming ones, the block's default filter) as schema.org Events. */
function eventsData(events: EventView[] | null, organizer: string) {
  return (events ?? []).flatMap((event) => {
    const data = eventData(
      {
        name: event.title.text,
        startDate: event.date,
        description: event.summary.text,
        location: event.location.text,
        image: event.image?.src,
        registrationLink: event.registrationLink,
      },
      organizer,
    )
    return data ? [data] : []
  })
}

/**
 * The home page: the blocks in the order of docs/behaviour.md#home, between the frame's header and footer.
 */
export function Component() {
  const { t } = useI18n()
  // Without loader data (outside the build), every block is in its unavailable state.
  const built = useBuildData<typeof loader>()
  const data = built ?? NO_DATA
  return (
    <div>
      <PageMeta title={t('page.home.title')} description={t('page.home.description')} />
      <JsonLd
        data={[
          ngoData({
            name: t('site.fullName'),
            alternateName: t('site.name'),
            description: t('site.description'),
          }),
          ...eventsData(data.events, t('site.name')),
        ]}
      />
      <LargestImagePreload
        image={data.slides?.[0]?.image}
        sizes={IMAGE_SIZES.fullWidth}
        fallbackSrc={data.slides?.length ? FALLBACK_IMAGES.slide : undefined}
      />
      {/* Every block is drawn from the build's data, or in its unavailable state when the build had none
          (docs/behaviour.md#build-time-failure-policy). Islands (docs/islands.md) only where the visitor acts: the
          video's and the in-focus images' popups, and the events filter, hydrated once the visitor uses the page. */}
      <HeroBlock initial={data.slides} />
      <KeyFiguresBand figures={built?.keyFigures ?? null} />
      {data.videos?.length ? <Island of={videoBlock} props={{ initial: data.videos }} when="in-use" /> : null}
      {data.events?.length ? (
        <Island of={eventsBlock} props={{ initial: data.events }} when="in-use" />
      ) : null}
      <ProjectsBlock initial={data.projects} themes={built?.themes ?? []} />
      {data.focus?.length ? (
        <Island of={focusBlock} props={{ initial: data.focus }} when="in-use" />
      ) : (
        <FocusBlock initial={data.focus} />
      )}
      <OddBlock initial={data.odd} />
      <ArticlesBlock initial={data.articles} />
      <StrategiesBlock initial={data.strategies} />
      <PartnersBlock initial={data.partners} />
    </div>
  )
}
