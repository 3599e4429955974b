import { lazyNearScreen } from '../../lib/near-screen'

/*
 * The home blocks below the first screen, hydrated when they near it (lazyNearScreen). Two chunks: the blocks
 * with controls (the video popup, the events filter, the focus lightbox), and those with only cards and links.
 */
const controls = () => import('./below-the-fold-controls')
const cards = () => import('./below-the-fold')

export const VideoBlock = lazyNearScreen('[aria-labelledby="home-video-title"]', () =>
  controls().then((blocks) => blocks.VideoBlock),
)
export const EventsBlock = lazyNearScreen('[aria-labelledby="home-events-title"]', () =>
  controls().then((blocks) => blocks.EventsBlock),
)
export const FocusBlock = lazyNearScreen('[aria-labelledby="home-focus-title"]', () =>
  controls().then((blocks) => blocks.FocusBlock),
)
export const ProjectsBlock = lazyNearScreen('[aria-labelledby="home-projects-title"]', () =>
  cards().then((blocks) => blocks.ProjectsBlock),
)
export const OddBlock = lazyNearScreen('[aria-labelledby="home-odd-title"]', () =>
  cards().then((blocks) => blocks.OddBlock),
)
export const ArticlesBlock = lazyNearScreen('[aria-labelledby="home-articles-title"]', () =>
  cards().then((blocks) => blocks.ArticlesBlock),
)
export const StrategiesBlock = lazyNearScreen('[aria-labelledby="home-strategies-title"]', () =>
  cards().then((blocks) => blocks.StrategiesBlock),
)
export const PartnersBlock = lazyNearScreen('[data-partners-state]', () =>
  cards().then((blocks) => blocks.PartnersBlock),
)
