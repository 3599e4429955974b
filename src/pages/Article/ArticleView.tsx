import { ArrowLeft, CalendarDays, Tag, UserRound } from 'lucide-react'
import { JsonLd } from '../../shared/components/JsonLd'
import { LargestImagePreload } from '../../shared/components/LargestImagePreload'
import { PageHero } from '../../shared/components/PageHero'
import { PageMeta } from '../../shared/components/PageMeta'
import { FrenchOnlyNotice } from '../../shared/components/FrenchOnlyNotice'
import { PartText } from '../../shared/components/PartText'
import { RichText } from '../../shared/components/RichText'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { Island } from '../../shared/islands/Island'
import { formatDate } from '../../shared/lib/dates'
import { excerpt } from '../../shared/lib/html/text'
import { newsArticleData } from '../../shared/lib/structured-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import type { CommentPage } from '../../shared/schemas/comment-page'
import type { ArticleDetail } from './article-data'
import articleLiveParts from './ArticleLiveParts.island'
import { DonationPrompt } from './DonationPrompt'
import { paths } from '../../shared/app/paths'
import { localizePath } from '../../shared/i18n/paths'
import type { ArticleCardView } from '../../shared/components/article-card-view'
import { RelatedArticles } from './RelatedArticles'
import type { ArticleSearchEntry } from '../../shared/search/article-entry'
import { SearchEntry } from './SearchEntry'
import { WhatsAppShare } from './WhatsAppShare'

/**
 * The article: header, optional cover, body, the published-on / by-author line; then three related stories, the
 * donation prompt and the live parts. On a phone the text starts on the first screen (docs/behaviour.md#article):
 * the breadcrumb is its parent link only, the title a size smaller.
 */
export function ArticleView({
  article,
  related = [],
  comments = null,
  searchEntry = null,
}: {
  article: ArticleDetail
  /** Three stories to read next, chosen at build time (related-articles.ts); none for an article fetched live. */
  related?: readonly ArticleCardView[]
  /** The first page of its comments as the build had them (docs/behaviour.md#comments); null: loaded live. */
  comments?: CommentPage | null
  /** What the site's index keeps of a prerendered article beside its text; none for one fetched live. */
  searchEntry?: ArticleSearchEntry | null
}) {
  const { t, lang, to } = useI18n()
  const date = formatDate(article.publishedAt, lang, { withTime: true })
  const author = article.author ?? t('article.defaultAuthor')
  return (
    <>
      <PageMeta
        title={article.title.text}
        description={article.summary || undefined}
        image={article.cover?.src}
        type="article"
      />
      <JsonLd
        data={
          import.meta.env.SSR
            ? newsArticleData({
                headline: article.title.text,
                lang,
                path: localizePath(paths.article(article.slug), lang),
                publishedAt: article.publishedAt,
                image: article.cover?.src,
                author: article.author,
                publisher: t('site.fullName'),
              })
            : null
        }
      />
      <LargestImagePreload image={article.cover} sizes={IMAGE_SIZES.articleColumn} />
      <PageHero
        compact
        title={article.title}
        // The whole title is the h1 just below: the breadcrumb keeps a short form of it.
        trail={[
          { label: t('nav.news'), href: paths.newsList() },
          { label: { ...article.title, text: excerpt(article.title.text, 40) } },
        ]}
      >
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/90 sm:gap-x-5 sm:gap-y-2 sm:text-base">
          <li className="inline-flex items-center gap-1.5">
            <Tag aria-hidden="true" size={16} />
            <span className="rounded-full bg-white/15 px-2.5 py-0.5 font-semibold text-white">
              <PartText value={article.category ?? t('article.defaultCategory')} />
            </span>
          </li>
          {article.publishedAt && date ? (
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" size={16} />
              <time dateTime={article.publishedAt} className="whitespace-nowrap">
                {date}
              </time>
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" size={16} />
            {author}
          </li>
        </ul>
      </PageHero>
      <div className="container max-w-4xl py-6 sm:py-10">
        <article>
          {/* Prerendered only: the browser's build leaves it out (an article fetched live is not indexed). */}
          {import.meta.env.SSR && searchEntry ? <SearchEntry entry={searchEntry} /> : null}
          <FrenchOnlyNotice main={article.html} kind="article" />
          {article.cover ? (
            <SmartImage
              image={article.cover}
              fallback={FALLBACK_IMAGES.article}
              sizes={IMAGE_SIZES.articleColumn}
              alt=""
              width={1200}
              height={675}
              priority
              className="mb-6 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover sm:mb-8"
            />
          ) : null}
          <RichText html={article.html} className="prose-lg" />
          <p className="mt-8 border-t border-slate-200 pt-4 text-slate-700">
            {t('article.publishedLine', { date: date || '—', author })}
          </p>
          {/* Back to the list at the end of the text, where a reader has finished: at the top it pushed the
              text down, and the breadcrumb's parent link is there. */}
          <a
            href={to(paths.newsList())}
            className="focus-ring mt-4 inline-flex min-h-6 items-center gap-1.5 rounded font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t('article.backToNews')}
          </a>
          <p>
            <WhatsAppShare slug={article.slug} title={article.title.text} />
          </p>
        </article>
        <RelatedArticles articles={related} />
        <DonationPrompt />
        {/* An island hydrated when its place under the article nears the screen: its code, the comments'
            validation and the comments request are not paid by a reader who stops before. Its prerender is the
            comments the build had; the controls are drawn in the browser only. */}
        <div data-article-interactions="">
          <Island
            of={articleLiveParts}
            props={{
              article: {
                id: article.id,
                slug: article.slug,
                title: article.title.text,
                shareText: article.shareText,
              },
              comments,
            }}
            when="visible"
          />
        </div>
        {/* Writing a comment needs the island's form: said where the form would be. */}
        <noscript>
          <p className="mt-4 text-slate-700">{t('comments.needsScript')}</p>
        </noscript>
      </div>
    </>
  )
}
