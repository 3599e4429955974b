import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { useI18n } from '../../i18n/I18nProvider'
import { formatDate } from '../../lib/dates'
import { paths } from '../../app/paths'
import type { ArticleCardView } from '../../components/article-card-view'
import { FALLBACK_IMAGES } from '../../components/fallback-images'

function RecentItem({ article }: { article: ArticleCardView }) {
  const { to, lang } = useI18n()
  const date = formatDate(article.publishedAt, lang)
  return (
    <li className="relative flex gap-3 rounded-xl p-2 hover:bg-slate-50">
      <div className="h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        <SmartImage
          image={article.cover}
          fallback={FALLBACK_IMAGES.article}
          sizes={IMAGE_SIZES.thumbnail}
          width={800}
          height={450}
          alt=""
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0">
        {date && article.publishedAt ? (
          <time dateTime={article.publishedAt} className="block text-xs text-slate-600">
            {date}
          </time>
        ) : null}
        <a
          href={to(paths.article(article.slug))}
          lang={article.title.lang}
          className="focus-ring line-clamp-3 rounded text-sm font-semibold leading-snug text-slate-900 after:absolute after:inset-0 after:content-empty hover:text-brand-700"
        >
          {article.title.text}
        </a>
      </div>
    </li>
  )
}

/**
 * The 3 most recent articles beside the strategies (docs/behaviour.md#home): the first of the home page's
 * articles from the build.
 */
export function RecentArticles({ initial }: { initial: ArticleCardView[] | null }) {
  const { t } = useI18n()
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let body
  if (initial?.length) {
    body = (
      <ul className="space-y-2">
        {initial.map((article) => (
          <RecentItem key={article.id} article={article} />
        ))}
      </ul>
    )
  } else body = <p className="text-slate-700">{t('home.strategies.noRecent')}</p>

  return (
    <aside
      aria-labelledby="home-recent-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="home-recent-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('home.strategies.recent')}
      </h3>
      <div data-recent-state={state}>{body}</div>
    </aside>
  )
}
