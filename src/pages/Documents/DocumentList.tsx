import { Download, FileText } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { formatDate } from '../../shared/lib/dates'
import { fileSize } from '../../shared/lib/file-size'
import type { DocumentView } from './documents-data'

/**
 * The documents to download (docs/behaviour.md#projects-publications-and-documents): each a link to its file,
 * which names the document, then its format and size, and its language when it is not the page's.
 */
export function DocumentList({ documents }: { documents: readonly DocumentView[] }) {
  const { t, lang } = useI18n()
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {documents.map((document) => {
        const { size, unit } = fileSize(document.bytes, lang)
        const file = t('documents.file', {
          format: document.format,
          size: t(unit === 'mb' ? 'documents.sizeMb' : 'documents.sizeKb', { size }),
        })
        const otherLanguage = document.fileLang !== lang
        return (
          <li
            key={document.href}
            className="flex min-w-0 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" size={26} />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-bold text-slate-900">{document.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {t('documents.published', { date: formatDate(document.date, lang) })}
              </p>
              <p className="mt-2 text-slate-700">{document.description}</p>
              <a
                href={document.href}
                type="application/pdf"
                hrefLang={document.fileLang}
                download
                className="focus-ring tap-target-lg mt-3 gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                <Download aria-hidden="true" size={18} className="shrink-0" />
                <span>
                  {t('documents.download', { title: document.title })}{' '}
                  <span className="whitespace-nowrap font-normal">
                    ({file}
                    {otherLanguage ? `, ${t('documents.inOtherLanguage')}` : ''})
                  </span>
                </span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
