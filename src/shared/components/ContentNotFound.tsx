import { Home, SearchX } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'
import { PageMeta } from './PageMeta'

/**
 * The not-found message of one kind of page (docs/behaviour.md#content-pages: "Projet non trouvé",
 * "Information non trouvée"...), shown instead of the generic 404 page when the route exists but its slug or
 * id does not.
 */
export function ContentNotFound({ title, message }: { title: string; message: string }) {
  const { t, to } = useI18n()
  return (
    <>
      <PageMeta title={title} noindex />
      <section className="container py-16 text-center sm:py-24">
        <SearchX aria-hidden="true" size={56} className="mx-auto text-brand-700" />
        <h1 className="mt-6 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">{message}</p>
        <a href={to('/')} className="btn-primary mt-8">
          <Home aria-hidden="true" size={18} />
          {t('state.backHome')}
        </a>
      </section>
    </>
  )
}
