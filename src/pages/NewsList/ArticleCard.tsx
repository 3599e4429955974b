import { ArrowRight } from 'lucide-react'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { useI18n } from '../../i18n/I18nProvider'
import { formatDate } from '../../lib/dates'
import type { ArticleCardData } from './news-data'
import { ARTICLE_FALLBACK_IMAGE } from './news-images'
import { paths } from '../../app/paths'

export function ArticleCard({ article }: { article: ArticleCardData }) {
  const { t, lang, to } = useI18n()
  const href = to(paths.article(article.slug))
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none">
      <SmartImage
        image={article.cover}
        fallback={ARTICLE_FALLBACK_IMAGE}
        sizes={IMAGE_SIZES.cardGrid}
        alt=""
        width={800}
        height={450}
        className="aspect-[16/9] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
            {article.category ?? t('article.defaultCategory')}
          </span>
          {article.publishedAt ? (
            <time dateTime={article.publishedAt} className="text-slate-700">
              {formatDate(article.publishedAt, lang)}
            </time>
          ) : null}
        </p>
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <a href={href} className="focus-ring rounded hover:text-brand-700 hover:underline">
            {article.title}
          </a>
        </h3>
        {article.excerpt ? <p className="text-slate-700">{article.excerpt}</p> : null}
        {/* Named after the article in its text, not only in an aria-label: search engines read the text. */}
        <a
          href={href}
          className="focus-ring mt-auto inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true">{t('news.readMore')}</span>
          <span className="sr-only">{t('news.readMoreAbout', { title: article.title })}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </div>
    </article>
  )
}
