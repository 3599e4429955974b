import { ApiError } from '../../browser/api/api-error'
import { apiGet, apiPost } from '../../browser/api/client'
import type { Lang } from '../../shared/i18n/languages'
import { API_PATHS, FORM_TOKEN_FIELD } from '../../shared/schemas/paths'
import type { ContactDraft } from './mailto'

/**
 * Sends the contact form to the back-end's endpoint (docs/behaviour.md#contact-post-rules) from the browser:
 * JSON with a form token, as the comment form does. Loaded with the form's first submit only.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A token once the back-end's minimum wait since it was issued has passed (people take longer than that). */
async function readyToken(issued: Promise<{ token: string; readyAt: number }>): Promise<string> {
  const { token, readyAt } = await issued
  const wait = readyAt - Date.now()
  if (wait > 0) await sleep(wait)
  return token
}

/** Asks for a form token now; the form calls it as it hydrates, so the wait is over by the time it is sent. */
export async function requestContactToken(): Promise<{ token: string; readyAt: number }> {
  const body = (await apiGet(API_PATHS.contactToken)) as { token?: unknown; wait_seconds?: unknown } | null
  if (typeof body?.token !== 'string') throw new ApiError(0, 'No form token')
  const wait = Number(body.wait_seconds)
  return {
    token: body.token,
    readyAt: Date.now() + (Number.isFinite(wait) && wait > 0 ? Math.min(wait, 60) : 0) * 1000,
  }
}

const isTokenRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.errors?.[FORM_TOKEN_FIELD] !== undefined

/**
 * Posts the message; resolves on the back-end's 2xx only. A refused token (expired or used) is renewed and the
 * same message sent once more; any other failure rejects with the ApiError (0: the back-end was not reached).
 */
export async function sendContact(
  draft: ContactDraft & { website: string },
  lang: Lang,
  token: Promise<{ token: string; readyAt: number }>,
): Promise<void> {
  const post = async (issued: Promise<{ token: string; readyAt: number }>) =>
    apiPost(API_PATHS.contactForm, { ...draft, language: lang, [FORM_TOKEN_FIELD]: await readyToken(issued) })
  try {
    await post(token)
  } catch (error) {
    if (!isTokenRefusal(error)) throw error
    await post(requestContactToken())
  }
}
