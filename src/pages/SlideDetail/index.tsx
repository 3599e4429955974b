import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { HeroSlide } from '../../schemas/api'
import { SlideView } from './SlideView'

export async function loader({ params }: LoaderFunctionArgs): Promise<HeroSlide | null> {
  if (!import.meta.env.SSR || !params.slug) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  const slides = await readSnapshot('heroSlides')
  return slides?.find((slide) => slide.slug === params.slug) ?? null
}

/**
 * The full description of a hero slide (`/full-description/{slug}` and `/slide/{slug}`). Prerendered from the
 * slides snapshot; a slide the build did not know is loaded from the API
 * (docs/behaviour.md#content-newer-than-the-build).
 */
export function Component() {
  const { slug = '' } = useParams()
  const built = useLoaderData() as HeroSlide | null | undefined
  // A new slug is a new slide: start again from its own data rather than the previous slide's.
  return <SlideView key={slug} slug={slug} built={built ?? null} />
}
