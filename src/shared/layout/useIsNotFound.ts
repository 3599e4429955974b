import { useMatches, useParams } from 'react-router-dom'
import { isLang } from '../i18n/languages'

/** Route `handle` of the catch-all route: the page shown is the 404 page. */
export interface NotFoundHandle {
  notFound: true
}

function isNotFoundHandle(handle: unknown): handle is NotFoundHandle {
  return typeof handle === 'object' && handle !== null && (handle as NotFoundHandle).notFound === true
}

/**
 * Whether the frame is showing the 404 page (unknown path, or a first segment that is not a language). Such a
 * page has no twin in the other language: the switcher then leads to the other language's home page.
 */
export function useIsNotFound(): boolean {
  const { lang } = useParams()
  const matches = useMatches()
  return !isLang(lang) || matches.some((match) => isNotFoundHandle(match.handle))
}
