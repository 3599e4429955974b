import type { Lang } from '../../shared/i18n/languages'
import { expandFacts } from '../../shared/lib/facts'
import type { Settings } from '../../shared/schemas/content'

/** One document as the page shows it, in the page's language. */
export interface DocumentView {
  title: string
  description: string
  date: string
  href: string
  /** The file's language: the page's own, or the other one when the document exists only there. */
  fileLang: Lang
  format: 'PDF'
  bytes: number
}

/**
 * The documents of the settings in `lang`, each with its file (the page's language's, else the other's) and
 * that file's size, read by `sizeOf` at build time.
 */
export async function toDocumentViews(
  { documents, facts }: Pick<Settings, 'documents' | 'facts'>,
  lang: Lang,
  sizeOf: (sitePath: string) => Promise<number>,
): Promise<DocumentView[]> {
  const other: Lang = lang === 'fr' ? 'en' : 'fr'
  return Promise.all(
    documents.map(async ({ title, description, date, files }) => {
      const fileLang = files[lang] ? lang : other
      const href = files[fileLang] ?? ''
      return {
        title: title[lang],
        description: expandFacts(description[lang], facts, lang),
        date,
        href,
        fileLang,
        format: 'PDF' as const,
        bytes: await sizeOf(href),
      }
    }),
  )
}
