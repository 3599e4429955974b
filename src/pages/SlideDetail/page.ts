import type { StaticPaths } from '../../shared/app/page-declaration'
import { paths, pattern } from '../../shared/app/paths'
import { buildLoader } from '../../shared/data/build-loader'
import { themeOfSlide } from '../../shared/app/themes'

export const path = pattern('slide')
/** The slide's detail under its short name too (not indexed: the same page). */
export const aliases = [pattern('slideAlias')]
export const staticPaths: StaticPaths = async ({ snapshot }) =>
  ((await snapshot('heroSlides')) ?? []).flatMap((slide) =>
    slide.slug ? [paths.slide(slide.slug), paths.slideAlias(slide.slug)] : [],
  )
export const areas = ['static', 'pages'] as const
export const search = 'pages'
export const menu = { holder: 'actions' } as const
// The slide and the theme it presents (docs/behaviour.md#themes), both known at build time.
export const loader = buildLoader(async ({ snapshot, settings, params }) => {
  const slide = params.slug
    ? ((await snapshot('heroSlides'))?.find((candidate) => candidate.slug === params.slug) ?? null)
    : null
  if (!slide) return null
  return { slide, themeSlug: themeOfSlide((await settings()).themes, slide.order)?.slug ?? null }
})
