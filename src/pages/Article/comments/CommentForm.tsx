import { Send } from 'lucide-react'
import { type FormEvent, forwardRef, useImperativeHandle, useRef, useState } from 'react'
import type { CreatedComment } from '../../../api/fetchers'
import { onDemand } from '../../../data/on-demand'
import { useI18n } from '../../../i18n/I18nProvider'
import type { NoticeTone } from '../useNotice'
import {
  API_FIELD_NAMES,
  type CommentDraft,
  type CommentField,
  EMPTY_DRAFT,
  failureMessageKey,
  fieldsInError,
  isLikelyBot,
  missingFields,
  successMessageKey,
} from './comment-form'

const postComment = onDemand('postComment')

const LABEL_KEYS: Record<CommentField, string> = {
  visitorName: 'comments.form.name',
  visitorEmail: 'comments.form.email',
  content: 'comments.form.content',
}

const inputClass =
  'focus-ring w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700'

export interface CommentFormHandle {
  focusFirstField: () => void
}

/**
 * The comment form (SPEC §4, §5). Hidden until the counter opens it; closed by Annuler or a successful post.
 * One click sends one post; a failure keeps what was typed and marks the fields the server names.
 */
export const CommentForm = forwardRef<
  CommentFormHandle,
  {
    articleId: number
    onCancel: () => void
    onPosted: (comment: CreatedComment | null) => void
    notify: (text: string, tone: NoticeTone) => void
  }
>(function CommentForm({ articleId, onCancel, onPosted, notify }, handle) {
  const { t } = useI18n()
  const [draft, setDraft] = useState<CommentDraft>(EMPTY_DRAFT)
  const [sending, setSending] = useState(false)
  const [invalid, setInvalid] = useState<CommentField[]>([])
  const sendingNow = useRef(false)
  const fields = useRef<Partial<Record<CommentField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  useImperativeHandle(handle, () => ({ focusFirstField: () => fields.current.visitorName?.focus() }), [])

  const edit = (field: keyof CommentDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    if (invalid.includes(field as CommentField))
      setInvalid((current) => current.filter((name) => name !== field))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sendingNow.current) return
    const missing = missingFields(draft)
    if (missing.length > 0) {
      notify(t('comments.alert.emptyFields'), 'error')
      fields.current[missing[0]!]?.focus()
      return
    }
    if (isLikelyBot(draft)) {
      // Nothing is sent; the form behaves as if it had been, so a bot learns nothing.
      setDraft(EMPTY_DRAFT)
      onPosted(null)
      notify(t(successMessageKey('published')), 'success')
      return
    }
    sendingNow.current = true
    setSending(true)
    setInvalid([])
    try {
      const created = await postComment({
        visitorName: draft.visitorName,
        visitorEmail: draft.visitorEmail,
        content: draft.content,
        article: articleId,
      })
      setDraft(EMPTY_DRAFT)
      onPosted(created)
      notify(t(successMessageKey(created.status)), 'success')
    } catch (error) {
      console.warn('The comment could not be sent.', error)
      const wrong = fieldsInError(error)
      setInvalid(wrong)
      notify(t(failureMessageKey(error)), 'error')
      if (wrong[0]) fields.current[wrong[0]]?.focus()
    } finally {
      sendingNow.current = false
      setSending(false)
    }
  }

  const fieldProps = (field: CommentField) => {
    const wrong = invalid.includes(field)
    return {
      id: `comment-${field}`,
      name: API_FIELD_NAMES[field],
      value: draft[field],
      'aria-required': true,
      'aria-invalid': wrong,
      'aria-describedby': wrong ? `comment-${field}-error` : undefined,
      className: `${inputClass} ${wrong ? 'border-red-700' : 'border-slate-300'}`,
    }
  }

  const label = (field: CommentField) => (
    <label htmlFor={`comment-${field}`} className="mb-1 block text-sm font-semibold text-slate-800">
      {t(LABEL_KEYS[field])}
    </label>
  )

  const fieldError = (field: CommentField) =>
    invalid.includes(field) ? (
      <p id={`comment-${field}-error`} className="mt-1 text-sm text-red-800">
        {t(`comments.field.${API_FIELD_NAMES[field]}`)}
      </p>
    ) : null

  return (
    <form
      id="comment-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="comment-form-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h3 id="comment-form-title" className="text-lg font-bold text-slate-900">
        {t('comments.form.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('comments.form.required')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('visitorName')}
          <input
            {...fieldProps('visitorName')}
            ref={(element) => void (fields.current.visitorName = element)}
            type="text"
            autoComplete="name"
            onChange={(event) => edit('visitorName', event.target.value)}
          />
          {fieldError('visitorName')}
        </div>
        <div>
          {label('visitorEmail')}
          <input
            {...fieldProps('visitorEmail')}
            ref={(element) => void (fields.current.visitorEmail = element)}
            type="email"
            autoComplete="email"
            onChange={(event) => edit('visitorEmail', event.target.value)}
          />
          {fieldError('visitorEmail')}
        </div>
      </div>
      <div>
        {label('content')}
        <textarea
          {...fieldProps('content')}
          ref={(element) => void (fields.current.content = element)}
          rows={4}
          placeholder={t('comments.form.placeholder')}
          onChange={(event) => edit('content', event.target.value)}
        />
        {fieldError('content')}
      </div>
      {/* Honeypot: out of sight, of the tab order and of the accessibility tree; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="comment-website">{t('comments.form.website')}</label>
        <input
          id="comment-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => edit('website', event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={sending}
          className="btn-primary disabled:cursor-wait disabled:opacity-70"
        >
          <Send aria-hidden="true" size={18} />
          {sending ? t('comments.form.sending') : t('comments.form.submit')}
        </button>
        <button type="button" onClick={onCancel} className="btn-outline">
          {t('comments.form.cancel')}
        </button>
      </div>
    </form>
  )
})
