import { useParams } from 'react-router-dom'
import { useBuildData } from '../../shared/data/use-build-data'
import { SlideView } from './SlideView'
import type { loader } from './page'

/**
 * The full description of a hero slide (`/full-description/{slug}` and `/slide/{slug}`). Prerendered from the
 * slides snapshot; a slide the build did not know is loaded from the API
 * (docs/behaviour.md#content-newer-than-the-build).
 */
export function Component() {
  const { slug = '' } = useParams()
  const built = useBuildData<typeof loader>()
  // A new slug is a new slide: start again from its own data rather than the previous slide's.
  return (
    <SlideView key={slug} slug={slug} built={built?.slide ?? null} themeSlug={built?.themeSlug ?? null} />
  )
}
