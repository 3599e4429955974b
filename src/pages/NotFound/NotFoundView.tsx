import { ArrowLeft, FolderKanban, Home, Mail, Search } from 'lucide-react'
import { pageHref } from '../../shared/app/page-links'
import { HISTORY_BACK_ATTR, HISTORY_BACK_NOT_SHOWN } from '../../browser/page-script/frame/history-back'
import { PageMeta } from '../../shared/components/PageMeta'
import { useI18n } from '../../shared/i18n/I18nProvider'

/**
 * The 404 page's links, to routes that exist (docs/behaviour.md#links-to-existing-routes: /contacts becomes
 * /contact), each named by its page folder (src/pages/<Name>/page.ts declares its path).
 */
const POPULAR = [
  { key: 'nav.about', href: pageHref('About') },
  { key: 'nav.mission', href: pageHref('Mission') },
  { key: 'nav.projects', href: pageHref('Projects') },
  { key: 'nav.news', href: pageHref('NewsList') },
  { key: 'nav.publications', href: pageHref('Publications') },
  { key: 'nav.team', href: pageHref('Team') },
  { key: 'nav.donate', href: pageHref('Donate') },
  { key: 'nav.contacts', href: pageHref('Contact') },
] as const

const CARDS = [
  { id: 'cardSearch', href: '/', icon: Search },
  { id: 'cardContact', href: pageHref('Contact'), icon: Mail },
  { id: 'cardProjects', href: pageHref('Projects'), icon: FolderKanban },
] as const

/** The 404 page (docs/behaviour.md#404-page); also shown by the frame for an unknown language segment. */
export default function NotFoundView() {
  const { t, to } = useI18n()
  return (
    <>
      <PageMeta title={t('notFound.metaTitle')} noindex />
      <section className="container py-16 text-center">
        <p aria-hidden="true" className="text-8xl font-black text-brand-700 sm:text-9xl">
          {t('notFound.code')}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-3 text-xl text-slate-700">{t('notFound.message')}</p>
        <p className="mt-2 text-slate-600">{t('notFound.hint')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href={to('/')} className="btn-primary">
            <Home aria-hidden="true" size={18} />
            {t('notFound.home')}
          </a>
          {/* Shown and run by the frame's script (src/browser/page-script/frame/history-back.ts): no framework for one button. */}
          <button
            type="button"
            className={`btn-outline ${HISTORY_BACK_NOT_SHOWN}`}
            {...{ [HISTORY_BACK_ATTR]: '' }}
          >
            <ArrowLeft aria-hidden="true" size={18} />
            {t('notFound.back')}
          </button>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-4 text-left sm:grid-cols-3">
          {CARDS.map(({ id, href, icon: Icon }) => (
            <li key={id}>
              <a
                href={to(href)}
                className="focus-ring block h-full rounded-xl border border-slate-200 p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <Icon aria-hidden="true" className="mb-3 text-brand-700" size={28} />
                <span className="block text-lg font-bold text-slate-900">{t(`notFound.${id}.title`)}</span>
                <span className="mt-1 block text-slate-600">{t(`notFound.${id}.text`)}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 text-xl font-bold text-slate-900">{t('notFound.popular')}</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {POPULAR.map(({ key, href }) => (
            <li key={href}>
              <a
                href={to(href)}
                className="focus-ring block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
