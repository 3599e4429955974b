import { ArrowRight } from 'lucide-react'
import { paths } from '../app/paths'
import { useI18n } from '../i18n/I18nProvider'
import { formatDate } from '../lib/dates'
import type { ArticleCardView } from './article-card-view'
import { FALLBACK_IMAGES } from './fallback-images'
import { IMAGE_SIZES } from './image-sizes'
import { PartText, SentenceWith } from './PartText'
import { SmartImage } from './SmartImage'

/**
 * The two looks of a card. `home`: the whole card is the link, its last line only a visual cue (the home
 * page's latest articles). `news`: the title is a link, and so is a "read more" line named after the article
 * in its text, which search engines read (the news list).
 */
const LOOKS = {
  home: {
    card: 'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none',
    badge: 'px-3',
    date: 'text-slate-600',
    heading: 'text-lg font-bold text-slate-900',
    link: 'focus-ring rounded after:absolute after:inset-0 after:content-empty',
  },
  news: {
    card: 'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none',
    badge: 'px-2.5',
    date: 'text-slate-700',
    heading: 'text-lg font-bold leading-snug text-slate-900',
    link: 'focus-ring rounded hover:text-brand-700 hover:underline',
  },
} as const

/**
 * The "read more" line: its text, and for the `news` look the link's name, which names the article where it
 * holds `TEXT_SLOT`.
 */
type Look = { look: 'home'; readMore: string } | { look: 'news'; readMore: string; readMoreName: string }

/**
 * An article's card (docs/behaviour.md#home, docs/behaviour.md#news-list): cover, category (or "Article"), date,
 * 180-character excerpt (docs/behaviour.md#limits), link to the article. The caller gives the "read more"
 * texts, which belong to its own screen's dictionary area.
 */
export function ArticleCard({ article, ...look }: { article: ArticleCardView } & Look) {
  const { t, to, lang } = useI18n()
  const style = LOOKS[look.look]
  const home = look.look === 'home'
  const href = to(paths.article(article.slug))
  const date = formatDate(article.publishedAt, lang)
  const image = (
    <SmartImage
      image={article.cover}
      fallback={FALLBACK_IMAGES.article}
      sizes={home ? IMAGE_SIZES.cardRow : IMAGE_SIZES.cardGrid}
      width={800}
      height={450}
      alt=""
      className={home ? 'h-full w-full object-cover' : 'aspect-[16/9] w-full bg-slate-100 object-cover'}
    />
  )
  const meta = (
    <>
      <span className={`rounded-full bg-brand-50 ${style.badge} py-0.5 font-semibold text-brand-800`}>
        <PartText value={article.category ?? t('article.defaultCategory')} />
      </span>
      {date && article.publishedAt ? (
        <time dateTime={article.publishedAt} className={`whitespace-nowrap ${style.date}`}>
          {date}
        </time>
      ) : null}
    </>
  )
  // One layout on every card, whatever the lengths (docs/behaviour.md#grids): the category, then the date
  // under it. Side by side, a long category pushed the date below on some cards and not on others.
  const metaClass = 'flex flex-col items-start gap-1 text-sm'
  return (
    <article className={style.card}>
      {home ? <div className="aspect-[16/9] overflow-hidden bg-slate-100">{image}</div> : image}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {home ? <div className={metaClass}>{meta}</div> : <p className={metaClass}>{meta}</p>}
        <h3 lang={article.title.lang} className={style.heading}>
          <a href={href} className={style.link}>
            {article.title.text}
          </a>
        </h3>
        {look.look === 'home' ? (
          <>
            {article.excerpt.text ? (
              // On a phone the home page's cards are a row to swipe: title and date only (docs/behaviour.md#grids).
              <p lang={article.excerpt.lang} className="flex-1 text-slate-700 lt-md:hidden">
                {article.excerpt.text}
              </p>
            ) : (
              <div className="flex-1" />
            )}
            <p aria-hidden="true" className="mt-auto flex items-center gap-2 font-semibold text-brand-700">
              {look.readMore}
              <ArrowRight size={16} />
            </p>
          </>
        ) : (
          <>
            {article.excerpt.text ? (
              <p lang={article.excerpt.lang} className="text-slate-700">
                {article.excerpt.text}
              </p>
            ) : null}
            <a
              href={href}
              className="focus-ring mt-auto inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 hover:underline"
            >
              <span aria-hidden="true">{look.readMore}</span>
              <span className="sr-only">
                <SentenceWith sentence={look.readMoreName} part={article.title} />
              </span>
              <ArrowRight aria-hidden="true" size={16} />
            </a>
          </>
        )}
      </div>
    </article>
  )
}
