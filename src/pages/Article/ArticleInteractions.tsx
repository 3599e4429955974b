import { Bookmark, ChevronDown, Heart, MessageCircle, PenLine } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { fetchCommentPage } from '../../browser/api/comment-fetchers'
import { useBlockData } from '../../shared/data/useBlockData'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { pluralKey } from '../../shared/i18n/plural'
import { useIsClient } from '../../shared/islands/useIsClient'
import type { CommentPage } from '../../shared/schemas/comment-page'
import type { ArticleDetail } from './article-data'
import { CommentForm, type CommentFormHandle } from './comments/CommentForm'
import { CommentList } from './comments/CommentList'
import { useMoreComments } from './comments/useMoreComments'
import { ShareMenu } from './ShareMenu'
import { NoticeRegion, useNotice } from './useNotice'
import { likedKey, savedKey, useStoredToggle } from './useStoredToggle'
import { useOfflineCopy } from './useOfflineCopy'

const toggleClass = (on: boolean) =>
  `btn border-2 ${on ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' : 'border-brand-700 text-brand-700 hover:bg-brand-50'}`

/** From this many comments shown, "Write a comment" is offered after them too, not only above. */
const MANY_COMMENTS = 3

/** What the live parts need of the article (an island's props: not its body). */
/** The title as plain text: it names the saved copy and the shared link, which carry no language of parts. */
export type ArticleLiveData = Pick<ArticleDetail, 'id' | 'slug' | 'shareText'> & { title: string }

/**
 * The article's live parts as an island. Its prerender is the comments the build had (content, read without
 * JavaScript: docs/behaviour.md#comments); the controls are drawn only once in the browser, so a reader
 * without JavaScript sees no button that would do nothing, and local storage is read where it exists.
 */
export function ArticleLiveParts({
  article,
  comments = null,
}: {
  article: ArticleLiveData
  comments?: CommentPage | null
}) {
  const client = useIsClient()
  return <ArticleInteractions article={article} built={comments} controls={client} />
}

/**
 * The comments, and — with `controls`, in the browser — the comment counter that opens the form, like and
 * save, sharing. The comments start from the build's first page (`built`) and are loaded again once in the
 * browser, which adds those posted since the build, and after a post.
 */
export function ArticleInteractions({
  article,
  built,
  controls,
}: {
  article: ArticleLiveData
  built: CommentPage | null
  controls: boolean
}) {
  const { t, lang } = useI18n()
  const [liked, toggleLiked] = useStoredToggle(likedKey(article.slug))
  const [saved, toggleSaved] = useStoredToggle(savedKey(article.slug))
  const [formOpen, setFormOpen] = useState(false)
  const { notice, show } = useNotice()
  const saveOffline = useOfflineCopy(article.title, () => show(t('article.saveFailed'), 'error'))
  const counter = useRef<HTMLButtonElement>(null)
  const form = useRef<CommentFormHandle>(null)

  const comments = useBlockData(built, (signal) => fetchCommentPage(article.id, 1, signal), {
    deps: [article.id],
    isEmpty: (page) => page.comments.length === 0,
  })
  // The build's page is shown as it was prerendered; newer comments come with a quiet reload once hydrated.
  const { reload } = comments
  useEffect(() => {
    if (built) reload()
  }, [built, reload])
  const paged = useMoreComments(article.id, comments.data)
  const known = comments.state === 'ready' || comments.state === 'empty'
  const count = known ? paged.total : 0

  const openForm = () => {
    setFormOpen(true)
    // Focus moves into the form once it is drawn.
    requestAnimationFrame(() => form.current?.focusFirstField())
  }
  const closeForm = () => {
    setFormOpen(false)
    counter.current?.focus()
  }

  // "Write a comment" by the heading, and again after the list when it is long (docs/behaviour.md#comments):
  // the form opens under the heading, and focus moves into it.
  const writeButton = (place: 'top' | 'end') =>
    controls && !formOpen ? (
      <button
        type="button"
        onClick={openForm}
        data-write-comment={place}
        className={place === 'top' ? 'btn-primary' : 'btn-outline'}
      >
        <PenLine aria-hidden="true" size={18} />
        {t('comments.write')}
      </button>
    ) : null

  // Without the build's comments, nothing is prerendered: a spinner would never end without JavaScript.
  if (!controls && !built) return null
  return (
    <div className="mt-10 border-t border-slate-200 pt-6">
      {controls ? (
        <div role="group" aria-label={t('article.actions')} className="flex flex-wrap items-center gap-3">
          <button
            ref={counter}
            type="button"
            aria-expanded={formOpen}
            aria-controls={formOpen ? 'comment-form' : undefined}
            onClick={() => (formOpen ? closeForm() : openForm())}
            className="btn-primary"
          >
            <MessageCircle aria-hidden="true" size={18} />
            {known ? t(pluralKey('comments.counter', count, lang), { count }) : t('comments.counter.unknown')}
          </button>
          <button type="button" aria-pressed={liked} onClick={toggleLiked} className={toggleClass(liked)}>
            <Heart aria-hidden="true" size={18} fill={liked ? 'currentColor' : 'none'} />
            {liked ? t('article.liked') : t('article.like')}
          </button>
          <button
            type="button"
            aria-pressed={saved}
            onClick={() => {
              saveOffline(!saved)
              toggleSaved()
            }}
            className={toggleClass(saved)}
          >
            <Bookmark aria-hidden="true" size={18} fill={saved ? 'currentColor' : 'none'} />
            {saved ? t('article.saved') : t('article.save')}
          </button>
          <ShareMenu title={article.title} text={article.shareText} notify={show} />
        </div>
      ) : null}

      {controls ? <NoticeRegion notice={notice} /> : null}

      <section aria-labelledby="comments-title" className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="comments-title" className="text-2xl font-bold text-slate-900">
            {known ? t('comments.heading', { count }) : t('comments.counter.unknown')}
          </h2>
          {writeButton('top')}
        </div>
        {formOpen ? (
          <CommentForm
            ref={form}
            articleId={article.id}
            notify={show}
            onCancel={closeForm}
            onPosted={() => {
              setFormOpen(false)
              counter.current?.focus()
              comments.reload()
            }}
          />
        ) : null}
        <CommentList state={comments.state} comments={paged.comments} onRetry={comments.retry} />
        {paged.comments.length >= MANY_COMMENTS ? writeButton('end') : null}
        {controls && known && paged.hasMore ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void paged.loadMore()}
              disabled={paged.status === 'loading'}
              className="btn-outline disabled:cursor-wait disabled:opacity-70"
            >
              <ChevronDown aria-hidden="true" size={18} />
              {paged.status === 'loading' ? t('comments.moreLoading') : t('comments.more')}
            </button>
            {paged.status === 'error' ? (
              <p role="alert" className="text-red-800">
                {t('comments.moreError')}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  )
}
