import { onDemand } from '../../shared/data/on-demand'
import { ContentNotFound } from '../../shared/components/ContentNotFound'
import { useBlockData } from '../../shared/data/useBlockData'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { HeroSlide } from '../../shared/schemas/api'
import { SlideArticle } from './SlideArticle'
import { SlideSkeleton } from './SlideSkeleton'

const fetchHeroSlide = onDemand('fetchHeroSlide')

/**
 * Loading (skeleton), then the slide, or "Slide non trouvé" when it does not exist or cannot be loaded. A slide
 * newer than the build has no theme known to the page: it leads to all the themes.
 */
export function SlideView({
  slug,
  built,
  themeSlug = null,
}: {
  slug: string
  built: HeroSlide | null
  themeSlug?: string | null
}) {
  const { t } = useI18n()
  const { state, data } = useBlockData(built, (signal) => fetchHeroSlide(slug, signal), {
    isEmpty: () => false,
  })
  if (state === 'loading') return <SlideSkeleton />
  if (state !== 'ready' || !data) {
    return <ContentNotFound title={t('static.slide.notFound')} message={t('static.slide.notFoundText')} />
  }
  return <SlideArticle slide={data} themeSlug={themeSlug} />
}
