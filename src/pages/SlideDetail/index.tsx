import { useParams } from 'react-router-dom'
import { buildLoader, useBuildData } from '../../data/build-loader'
import { SlideView } from './SlideView'

export const loader = buildLoader(async ({ snapshot, params }) =>
  params.slug ? ((await snapshot('heroSlides'))?.find((slide) => slide.slug === params.slug) ?? null) : null,
)

/**
 * The full description of a hero slide (`/full-description/{slug}` and `/slide/{slug}`). Prerendered from the
 * slides snapshot; a slide the build did not know is loaded from the API
 * (docs/behaviour.md#content-newer-than-the-build).
 */
export function Component() {
  const { slug = '' } = useParams()
  const built = useBuildData<typeof loader>()
  // A new slug is a new slide: start again from its own data rather than the previous slide's.
  return <SlideView key={slug} slug={slug} built={built ?? null} />
}
