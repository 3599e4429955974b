import { Search } from 'lucide-react'
import { useI18n } from '../i18n/I18nProvider'

/**
 * The top bar's search box (docs/behaviour.md#search-from-the-top-bar): a plain GET form, so Enter opens
 * `/{lang}/actualites?search=…` with or without JavaScript. Its label says "the news", what the form alone
 * searches; the frame script, which brings the site-wide search, puts `data-site-label` in its place. The
 * frame script also puts the search back in the box on the results page. `id` is the field's, unique on the
 * page (the top bar's box and the menu's are on every page): a fixed one, as `useId` is refused in `src/`
 * (docs/islands.md#runtime).
 */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const { t, to } = useI18n()
  return (
    <form
      role="search"
      action={to('/actualites')}
      method="get"
      data-site-search
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only" data-site-label={t('nav.searchSiteLabel')}>
        {t('nav.searchNewsLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder={t('nav.searchPlaceholder')}
        className="focus-ring h-11 w-full rounded-full border border-slate-300 bg-white pl-4 pr-11 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="focus-ring tap-target-lg absolute right-0 top-0 rounded-full text-brand-700 hover:bg-brand-50"
      >
        <Search aria-hidden="true" size={18} />
        <span className="sr-only">{t('nav.search')}</span>
      </button>
    </form>
  )
}
