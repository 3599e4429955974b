import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { JsonLd } from '../../components/JsonLd'
import { PageMeta } from '../../components/PageMeta'
import { useI18n } from '../../i18n/I18nProvider'
import { DEFAULT_LANG, isLang } from '../../i18n/languages'
import { ngoData } from '../../lib/structured-data'
import { ArticlesBlock } from './ArticlesBlock'
import { EventsBlock } from './EventsBlock'
import { FocusBlock } from './FocusBlock'
import { HeroBlock } from './HeroBlock'
import { FALLBACK_IMAGES } from './fallback-images'
import type { HomeData, SlideView } from './home-data'
import { OddBlock } from './OddBlock'
import { PartnersBlock } from './PartnersBlock'
import { ProjectsBlock } from './ProjectsBlock'
import { StrategiesBlock } from './StrategiesBlock'
import { VideoBlock } from './VideoBlock'

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

/**
 * The first slide's image, asked for at the top of <head>, before the scripts: it is the page's largest
 * paint, and on a slow connection it would otherwise wait behind them.
 */
function FirstSlidePreload({ slides }: { slides: SlideView[] | null }) {
  const [first] = slides ?? []
  if (!first) return null
  return (
    <Head>
      <link rel="preload" as="image" href={first.image?.src || FALLBACK_IMAGES.slide} fetchPriority="high" />
    </Head>
  )
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
        data={ngoData({
          name: t('site.fullName'),
          alternateName: t('site.name'),
          description: t('site.description'),
        })}
      />
      <FirstSlidePreload slides={data.slides} />
      <HeroBlock initial={data.slides} />
      <VideoBlock initial={data.videos} />
      <EventsBlock initial={data.events} />
      <ProjectsBlock initial={data.projects} />
      <FocusBlock initial={data.focus} />
      <OddBlock initial={data.odd} />
      <ArticlesBlock initial={data.articles} />
      <StrategiesBlock initial={data.strategies} articles={data.articles} />
      <PartnersBlock initial={data.partners} />
    </div>
  )
}
