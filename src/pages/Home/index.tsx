import { Suspense } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { LargestImagePreload } from '../../components/LargestImagePreload'
import { JsonLd } from '../../components/JsonLd'
import { PageMeta } from '../../components/PageMeta'
import { useI18n } from '../../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../../i18n/languages'
import { eventData, ngoData } from '../../lib/structured-data'
import {
  ArticlesBlock,
  EventsBlock,
  FocusBlock,
  OddBlock,
  PartnersBlock,
  ProjectsBlock,
  StrategiesBlock,
  VideoBlock,
} from './deferred-blocks'
import { HeroBlock } from './HeroBlock'
import { FALLBACK_IMAGES } from './fallback-images'
import type { EventView, HomeData } from './home-data'

/** Build time only: each block's data from the API snapshots, null for a block whose snapshot is missing. */
export async function loader({ params }: LoaderFunctionArgs): Promise<HomeData | null> {
  if (!import.meta.env.SSR) return null
  const { loadHomeData } = await import('./load-home-data')
  return loadHomeData(isLang(params.lang) ? params.lang : DEFAULT_LANG)
}

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
        name: event.title,
        startDate: event.date,
        description: event.summary,
        location: event.location,
        image: event.image?.src,
        registrationLink: event.registrationLink,
      },
      organizer,
    )
    return data ? [data] : []
  })
}

/** The home page (SPEC §2 "Home"): the blocks in the order SPEC lists them, between the frame's header and footer. */
export function Component() {
  const { t, lang } = useI18n()
  // Without route data (a page that was not prerendered), every block fetches its own at run time.
  const data = (useLoaderData() as HomeData | null | undefined) ?? NO_DATA
  return (
    // Keyed by language: each block reads its build-time data on mount, and the data is per language.
    <div key={lang}>
      <PageMeta title={t('page.home.title')} description={t('page.home.description')} />
      <JsonLd
        data={
          import.meta.env.SSR
            ? [
                ngoData({
                  name: t('site.fullName'),
                  alternateName: t('site.name'),
                  description: t('site.description'),
                }),
                ...eventsData(data.events, t('site.name')),
              ]
            : null
        }
      />
      <LargestImagePreload
        image={data.slides?.[0]?.image}
        sizes={IMAGE_SIZES.fullWidth}
        fallbackSrc={data.slides?.length ? FALLBACK_IMAGES.slide : undefined}
      />
      <HeroBlock initial={data.slides} />
      {/* Deferred blocks (deferred-blocks.ts): each in its own boundary, hydrated when it nears the screen. */}
      <Suspense fallback={null}>
        <VideoBlock initial={data.videos} />
      </Suspense>
      <Suspense fallback={null}>
        <EventsBlock initial={data.events} />
      </Suspense>
      <Suspense fallback={null}>
        <ProjectsBlock initial={data.projects} />
      </Suspense>
      <Suspense fallback={null}>
        <FocusBlock initial={data.focus} />
      </Suspense>
      <Suspense fallback={null}>
        <OddBlock initial={data.odd} />
      </Suspense>
      <Suspense fallback={null}>
        <ArticlesBlock initial={data.articles} />
      </Suspense>
      <Suspense fallback={null}>
        <StrategiesBlock initial={data.strategies} articles={data.articles} />
      </Suspense>
      <Suspense fallback={null}>
        <PartnersBlock initial={data.partners} />
      </Suspense>
    </div>
  )
}
