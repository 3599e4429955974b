import { IMAGE_SIZES } from '../../components/image-sizes'
import { LargestImagePreload } from '../../components/LargestImagePreload'
import { JsonLd } from '../../components/JsonLd'
import { PageMeta } from '../../components/PageMeta'
import { useI18n } from '../../i18n/I18nProvider'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { eventData, ngoData } from '../../lib/structured-data'
import { Island } from '../../islands/Island'
import { ArticlesBlock } from './ArticlesBlock'
import { EventsBlock } from './EventsBlock'
import { FocusBlock } from './FocusBlock'
import { HeroBlock } from './HeroBlock'
import { OddBlock } from './OddBlock'
import { PartnersBlock } from './PartnersBlock'
import { ProjectsBlock } from './ProjectsBlock'
import { StrategiesBlock } from './StrategiesBlock'
import { VideoBlock } from './VideoBlock'
import { KeyFiguresBand } from './KeyFiguresBand'
import { homeKeyFigures, type KeyFigureView } from './key-figures'
import { FALLBACK_IMAGES } from '../../components/fallback-images'
import type { EventView, HomeData } from './home-data'

/**
 * Build time only: each block's data from the API snapshots, null for a block whose snapshot is missing; the
 * key figures from the settings.
 */
export const loader = buildLoader<HomeData & { keyFigures: KeyFigureView[] }>(
  async ({ snapshot, lang, settings }) => ({
    ...(await (await import('./load-home-data')).loadHomeData(lang, snapshot)),
    keyFigures: homeKeyFigures(await settings(), lang),
  }),
)

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
  // Without loader data, every block is an island that fetches its own at run time.
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
      {/* Islands (docs/islands.md): the slider is plain HTML and its own small script, unless the build had no
          slides and it fetches them at once. The blocks with controls hydrate as they near the screen once the
          visitor uses the page, or as they near it when they must fetch what the build lacked. The blocks of
          cards and links are plain HTML, unless the build lacked their data and they fetch it. */}
      <Island
        name="HeroBlock"
        component={HeroBlock}
        props={{ initial: data.slides }}
        when="load"
        hydrate={!data.slides}
      />
      <KeyFiguresBand figures={built?.keyFigures ?? null} />
      <Island
        name="VideoBlock"
        component={VideoBlock}
        props={{ initial: data.videos }}
        when={data.videos ? 'in-use' : 'visible'}
      />
      <Island
        name="EventsBlock"
        component={EventsBlock}
        props={{ initial: data.events }}
        when={data.events ? 'in-use' : 'visible'}
      />
      <Island
        name="ProjectsBlock"
        component={ProjectsBlock}
        props={{ initial: data.projects }}
        when="visible"
        hydrate={!data.projects}
      />
      <Island
        name="FocusBlock"
        component={FocusBlock}
        props={{ initial: data.focus }}
        when={data.focus ? 'in-use' : 'visible'}
      />
      <Island
        name="OddBlock"
        component={OddBlock}
        props={{ initial: data.odd }}
        when="visible"
        hydrate={!data.odd}
      />
      <Island
        name="ArticlesBlock"
        component={ArticlesBlock}
        props={{ initial: data.articles }}
        when="visible"
        hydrate={!data.articles}
      />
      <Island
        name="StrategiesBlock"
        component={StrategiesBlock}
        props={{ initial: data.strategies }}
        when="visible"
        hydrate={!data.strategies}
      />
      <Island
        name="PartnersBlock"
        component={PartnersBlock}
        props={{ initial: data.partners }}
        when="visible"
        hydrate={!data.partners}
      />
    </div>
  )
}
