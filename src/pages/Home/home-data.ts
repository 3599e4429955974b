import type { ArticleCardView } from '../../shared/components/article-card-view'
import type { Lang } from '../../shared/i18n/languages'
import { type LangText, localText, localize, mapText } from '../../shared/i18n/localize'
import { EXCERPT_LENGTHS, excerpt, htmlExcerpt, stripHtml } from '../../shared/lib/html/text'
import type { Gradient } from '../../shared/schemas/gradients'
import type {
  FocusItem,
  HeroSlide,
  ImageRef,
  OddSection,
  Partner,
  PresentationVideo,
  Project,
  SiteEvent,
  Strategy,
} from '../../shared/schemas/api'
import { HOME_LIMITS } from './home-limits'
import { selectOddSection } from './odd-selection'
import { projectTarget } from './project-links'

/**
 * What each home block shows, in the page's language: the build serializes these views into the page (small:
 * texts already localized and cut, no article bodies); the events block makes the same views from what it
 * fetches for another filter. Client-safe: no zod, no build-only module.
 */

// In a module of their own: the blocks need them to render, without the conversions below.
export { HOME_LIMITS }

/**
 * Event cards show a short summary of the description (no length is set for them: the article summary's,
 * docs/behaviour.md#limits).
 */
const EVENT_SUMMARY_LENGTH = EXCERPT_LENGTHS.articleSummary
/** Project descriptions are plain text; the cards keep them to a few lines. */
const PROJECT_SUMMARY_LENGTH = EXCERPT_LENGTHS.articleSummary

export interface SlideView {
  id: number
  slug: string
  title: LangText
  /** Description without HTML, 150 characters then '…'. */
  preview: LangText
  image: ImageRef | null
}

export interface VideoView {
  title: LangText
  videoUrl: string
  thumbnail: ImageRef | null
}

export interface EventView {
  id: number
  title: LangText
  summary: LangText
  /** ISO date-time; formatted by the card in the site's time zone. */
  date: string | null
  /** Plain text, '' when unknown; only the structured data uses it. */
  location: LangText
  image: ImageRef | null
  featured: boolean
  registrationLink: string | null
}

export interface ProjectView {
  id: number | string
  title: LangText
  description: LangText
  /** Short status badge; empty when the project has none. */
  stats: LangText
  image: ImageRef | null
  /** Site path without language prefix, or an absolute URL when `external`. */
  href: string
  external: boolean
}

export interface FocusView {
  id: number
  slug: string | null
  title: LangText
  excerpt: LangText
  category: LangText
  image: ImageRef | null
  gradient: Gradient
}

export interface OddPanelView {
  image: ImageRef | null
  /** Plain text: a back-end may send the panel texts with paragraph tags, which are dropped. */
  description: LangText
}

export interface OddView {
  title: LangText
  left: OddPanelView
  right: OddPanelView
}

/** The selected ODD section, or null when no section is active (the block says so). */
export interface OddBlockView {
  section: OddView | null
}

export interface StrategyView {
  id: number
  title: LangText
  /** Description without HTML, 100 characters then '…'. */
  overlay: LangText
  image: ImageRef | null
}

export interface PartnerView {
  id: number
  name: string
  logo: ImageRef | null
}

/** The home page's route data: one entry per block, null when its snapshot was missing at build time. */
export interface HomeData {
  slides: SlideView[] | null
  /** The first presentation video only (docs/behaviour.md#home), as a list of zero or one. */
  videos: VideoView[] | null
  /** The first upcoming events (filter 'upcoming'). */
  events: EventView[] | null
  projects: ProjectView[] | null
  focus: FocusView[] | null
  odd: OddBlockView | null
  /** The latest articles. */
  articles: ArticleCardView[] | null
  strategies: StrategyView[] | null
  partners: PartnerView[] | null
}

export function toSlideViews(slides: readonly HeroSlide[], lang: Lang): SlideView[] {
  return slides.map((slide) => ({
    id: slide.id,
    slug: slide.slug,
    title: localText(slide.title, lang),
    preview: mapText(localText(slide.description, lang), (html) =>
      htmlExcerpt(html, EXCERPT_LENGTHS.heroPreview),
    ),
    image: slide.image,
  }))
}

export function toVideoViews(videos: readonly PresentationVideo[], lang: Lang): VideoView[] {
  return videos.slice(0, 1).map((video) => ({
    title: localText(video.title, lang),
    videoUrl: video.videoUrl,
    thumbnail: video.thumbnail,
  }))
}

export function toEventViews(events: readonly SiteEvent[], lang: Lang): EventView[] {
  return events.slice(0, HOME_LIMITS.events).map((event) => ({
    id: event.id,
    title: localText(event.title, lang),
    summary: mapText(localText(event.description, lang), (html) => htmlExcerpt(html, EVENT_SUMMARY_LENGTH)),
    date: event.eventDate,
    location: mapText(localText(event.location, lang), (place) => place.trim()),
    image: event.image,
    featured: event.isFeatured,
    registrationLink: event.registrationLink,
  }))
}

export function toProjectViews(projects: readonly Project[], lang: Lang): ProjectView[] {
  return projects.map((project) => ({
    id: project.id,
    title: localText(project.title, lang),
    description: mapText(localText(project.description, lang), (plain) =>
      excerpt(plain, PROJECT_SUMMARY_LENGTH),
    ),
    stats: mapText(localText(project.stats, lang), (stats) => stats.trim()),
    image: project.image,
    ...projectTarget(project.link),
  }))
}

export function toFocusViews(items: readonly FocusItem[], lang: Lang): FocusView[] {
  return items.map((item) => ({
    id: item.id,
    slug: item.slug,
    title: localText(item.title, lang),
    excerpt: mapText(localText(item.description, lang), (html) => htmlExcerpt(html, EXCERPT_LENGTHS.focus)),
    category: localText(item.category, lang),
    image: item.image,
    gradient: item.gradient,
  }))
}

export function toOddBlockView(sections: readonly OddSection[], lang: Lang): OddBlockView {
  const section = selectOddSection(sections)
  if (!section) return { section: null }
  return {
    section: {
      title: localText(section.title, lang),
      left: {
        image: localize(section.leftPanelImage, lang) ?? null,
        description: mapText(localText(section.leftPanelDescription, lang), stripHtml),
      },
      right: {
        image: localize(section.rightPanelImage, lang) ?? null,
        description: mapText(localText(section.rightPanelDescription, lang), stripHtml),
      },
    },
  }
}

export function toStrategyViews(strategies: readonly Strategy[], lang: Lang): StrategyView[] {
  return strategies.map((strategy) => ({
    id: strategy.id,
    title: localText(strategy.title, lang),
    overlay: mapText(localText(strategy.description, lang), (html) =>
      htmlExcerpt(html, EXCERPT_LENGTHS.strategyOverlay),
    ),
    image: localize(strategy.image, lang) ?? null,
  }))
}

export function toPartnerViews(partners: readonly Partner[]): PartnerView[] {
  return partners.map((partner) => ({ id: partner.id, name: partner.name, logo: partner.logo }))
}
