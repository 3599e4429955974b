import { Send, TriangleAlert } from 'lucide-react'
import { type FormEvent, forwardRef, type ReactNode, useImperativeHandle, useRef, useState } from 'react'
import { type CreatedComment, postComment } from '../../../browser/api/comment-fetchers'
import { FormField, type FieldControlProps } from '../../../shared/components/form/FormField'
import { PrivacyLink } from '../../../shared/components/form/PrivacyLink'
import { useFormFields } from '../../../shared/components/form/useFormFields'
import { useI18n } from '../../../shared/i18n/I18nProvider'
import type { TextKey } from '../../../shared/i18n/text-keys'
import type { NoticeTone } from '../useNotice'
import {
  API_FIELD_NAMES,
  COMMENT_CHECKS,
  COMMENT_FIELDS,
  type CommentDraft,
  type CommentErrorCode,
  type CommentField,
  commentErrorKey,
  EMPTY_DRAFT,
  failureMessageKey,
  fieldsInError,
  isLikelyBot,
  isTokenRefusal,
  missingFields,
  successMessageKey,
} from './comment-form'
import { useCommentToken } from './useCommentToken'

const LABEL_KEYS: Record<CommentField, TextKey> = {
  visitorName: 'comments.form.name',
  visitorEmail: 'comments.form.email',
  content: 'comments.form.content',
}

export interface CommentFormHandle {
  focusFirstField: () => void
}

/**
 * The comment form (docs/behaviour.md#comments). Hidden until the counter opens it; closed by Annuler or a
 * successful post. It checks in the browser first, with a message beside each wrong field and a summary above
 * them; one click sends one post (and, when the back-end refuses the form's token, a second with a new one); a
 * failure keeps what was typed, and a refusal the server explains per field is shown there.
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
  const form = useFormFields<CommentField, CommentErrorCode, CommentDraft>({
    fields: COMMENT_FIELDS,
    checks: COMMENT_CHECKS,
    initial: EMPTY_DRAFT,
  })
  const draft = form.values
  const [summary, setSummary] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const sendingNow = useRef(false)
  const formToken = useCommentToken()

  useImperativeHandle(handle, () => ({ focusFirstField: () => form.controls.current.visitorName?.focus() }), [
    form.controls,
  ])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sendingNow.current) return
    if (!form.validate()) {
      // Said above the fields, in a live region (docs/behaviour.md#comments): never a browser dialog.
      setSummary(
        t(missingFields(draft).length > 0 ? 'comments.alert.emptyFields' : 'comments.alert.checkFields'),
      )
      return
    }
    setSummary(null)
    if (isLikelyBot(draft)) {
      // Nothing is sent; the form behaves as if it had been, so a bot learns nothing.
      form.setValues(EMPTY_DRAFT)
      onPosted(null)
      notify(t(successMessageKey('published')), 'success')
      return
    }
    sendingNow.current = true
    setSending(true)
    try {
      const send = async () =>
        postComment(
          {
            visitorName: draft.visitorName,
            visitorEmail: draft.visitorEmail,
            content: draft.content,
            article: articleId,
          },
          undefined,
          await formToken.take(),
        )
      let created: CreatedComment
      try {
        created = await send()
      } catch (error) {
        // An expired or already used token: a new one, and the same text sent once more.
        if (!isTokenRefusal(error)) throw error
        formToken.renew()
        created = await send()
      }
      // The form closes now; opened again, it asks for a new token (each is good for one post).
      form.setValues(EMPTY_DRAFT)
      onPosted(created)
      notify(t(successMessageKey(created.status)), 'success')
    } catch (error) {
      console.warn('The comment could not be sent.', error)
      const wrong = fieldsInError(error)
      if (wrong.length > 0) {
        // Not a failure to send: the back-end refused values, and says which.
        form.showErrors(Object.fromEntries(wrong.map((field) => [field, 'server'])))
        setSummary(t('comments.alert.checkFields'))
      } else notify(t(failureMessageKey(error)), 'error')
    } finally {
      sendingNow.current = false
      setSending(false)
    }
  }

  const field = (name: CommentField, control: (props: FieldControlProps) => ReactNode) => {
    const code = form.errors[name]
    return (
      <FormField
        id={`comment-${name}`}
        label={t(LABEL_KEYS[name])}
        hint={name === 'visitorEmail' ? t('comments.form.emailHint') : undefined}
        error={code ? t(commentErrorKey(name, code)) : undefined}
      >
        {control}
      </FormField>
    )
  }
  const controlProps = (name: CommentField) => ({
    ref: form.register(name),
    name: API_FIELD_NAMES[name],
    value: draft[name],
    required: true,
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  })

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
      <div role="alert" aria-atomic="true">
        {summary ? (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
            {summary}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('visitorName', (props) => (
          <input {...props} {...controlProps('visitorName')} type="text" autoComplete="name" />
        ))}
        {field('visitorEmail', (props) => (
          <input {...props} {...controlProps('visitorEmail')} type="email" autoComplete="email" />
        ))}
      </div>
      {field('content', (props) => (
        <textarea
          {...props}
          {...controlProps('content')}
          rows={4}
          placeholder={t('comments.form.placeholder')}
        />
      ))}
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
          onChange={(event) => form.setValue('website', event.target.value)}
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
      <PrivacyLink />
    </form>
  )
})
