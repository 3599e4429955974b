import { RotateCw, UserRound } from 'lucide-react'
import { EmptyState, LoadingState } from '../../../shared/components/states'
import type { BlockState } from '../../../shared/data/useBlockData'
import { useI18n } from '../../../shared/i18n/I18nProvider'
import { formatDate } from '../../../shared/lib/dates'
import type { Comment } from '../../../shared/schemas/api'

/** Newest first (docs/behaviour.md#comments), whatever order the back-end used; undated comments last. */
export function newestFirst(comments: readonly Comment[]): Comment[] {
  const time = (comment: Comment) => (comment.createdAt ? Date.parse(comment.createdAt) || 0 : 0)
  return [...comments].sort((a, b) => time(b) - time(a) || b.id - a.id)
}

/** The published comments: a spinner while loading, the empty state, or the list. Visitor text is text, never HTML. */
export function CommentList({
  state,
  comments,
  onRetry,
}: {
  state: BlockState
  comments: readonly Comment[]
  onRetry: () => void
}) {
  const { t, lang } = useI18n()
  if (state === 'loading' && comments.length === 0) return <LoadingState label={t('comments.loading')} />
  // A failed load keeps the comments already shown (those the page was built with): they are still true.
  const failed =
    state === 'error' ? (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <p>{t('comments.loadError')}</p>
        <button type="button" onClick={onRetry} className="btn-outline">
          <RotateCw aria-hidden="true" size={18} />
          {t('state.retry')}
        </button>
      </div>
    ) : null
  if (failed && comments.length === 0) return failed
  if (comments.length === 0) {
    return (
      <EmptyState title={t('comments.empty.title')}>
        <p>{t('comments.empty.text')}</p>
      </EmptyState>
    )
  }
  return (
    <>
      {failed}
      <ol className="space-y-4" aria-busy={state === 'loading'}>
        {newestFirst(comments).map((comment) => (
          <li key={comment.id}>
            <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <header className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span aria-hidden="true" className="rounded-full bg-brand-50 p-1.5 text-brand-700">
                  <UserRound size={18} />
                </span>
                <p className="font-semibold text-slate-900">{comment.visitorName}</p>
                {comment.createdAt ? (
                  <time dateTime={comment.createdAt} className="text-sm text-slate-700">
                    {formatDate(comment.createdAt, lang, { withTime: true })}
                  </time>
                ) : null}
              </header>
              <p className="whitespace-pre-line break-words text-slate-800">{comment.content}</p>
            </article>
          </li>
        ))}
      </ol>
    </>
  )
}
