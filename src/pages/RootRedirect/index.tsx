import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { readStoredLang } from '../../i18n/storage'
import { DEFAULT_LANG } from '../../i18n/languages'

/**
 * `/` in the browser router (a client-side navigation to the root). The built `/index.html` is a small
 * static page that does the same without the app (scripts/build/root-page.ts).
 */
export function Component() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(`/${readStoredLang() ?? DEFAULT_LANG}`, { replace: true })
  }, [navigate])
  return null
}
