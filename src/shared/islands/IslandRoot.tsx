import type { ReactNode } from 'react'
import type { DictionaryArea } from '../i18n/areas'
import { I18nProvider } from '../i18n/I18nProvider'
import type { Lang } from '../i18n/languages'

/**
 * What an island renders inside, at prerender and in the browser alike: its texts. An island is its own React
 * root, so it gets nothing else from the page around it (not the page's head either, see
 * src/shared/components/page-head.ts); everything else comes in its props.
 */
export function IslandRoot({
  lang,
  areas,
  children,
}: {
  lang: Lang
  areas: readonly DictionaryArea[]
  children: ReactNode
}) {
  return (
    <I18nProvider lang={lang} areas={areas}>
      {children}
    </I18nProvider>
  )
}
