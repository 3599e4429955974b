import { ArrowRight } from 'lucide-react'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { useI18n } from '../../i18n/I18nProvider'
import { formatDate } from '../../lib/dates'
import type { ArticleCardView } from './home-data'
import { FALLBACK_IMAGES } from './fallback-images'
import { paths } from '../../app/paths'

/**
 * A news card (docs/behaviour.md#home, docs/behaviour.md#limits): cover, category, date, 180-character
 * excerpt, link to the article.
 */
export function ArticleCard({ article }: { article: ArticleCardView }) {
  const { t, to, lang } = useI18n()
  const date = formatDate(article.publishedAt, lang)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <SmartImage
          image={article.cover}
          fallback={FALLBACK_IMAGES.article}
          sizes={IMAGE_SIZES.cardGrid}
          width={800}
          height={450}
          alt=""
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-0.5 font-semibold text-brand-800">
            {article.category || t('home.articles.defaultCategory')}
          </span>
          {date && article.publishedAt ? (
            <time dateTime={article.publishedAt} className="text-slate-600">
              {date}
            </time>
          ) : null}
        </div>
        <h3 className="text-lg font-bold text-slate-900">
          <a
            href={to(paths.article(article.slug))}
            className="focus-ring rounded after:absolute after:inset-0 after:content-empty"
          >
            {article.title}
          </a>
        </h3>
        {article.excerpt ? (
          <p className="flex-1 text-slate-700">{article.excerpt}</p>
        ) : (
          <div className="flex-1" />
        )}
        <p aria-hidden="true" className="flex items-center gap-2 font-semibold text-brand-700">
          {t('home.articles.readMore')}
          <ArrowRight size={16} />
        </p>
      </div>
    </article>
  )
}
