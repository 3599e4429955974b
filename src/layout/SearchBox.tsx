import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useI18n } from '../i18n/I18nProvider'

/**
 * The top bar's search box (DESIGN decision 8): the text is kept while the visitor moves around; Enter opens
 * the news search. It is a real GET form, so it also works without JavaScript.
 */
export function SearchBox({ onSearch, className = '' }: { onSearch?: () => void; className?: string }) {
  const { t, to } = useI18n()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const id = useId()
  const action = to('/actualites')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const search = query.trim()
    onSearch?.()
    navigate(search ? `${action}?${new URLSearchParams({ search })}` : action)
  }

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        className="focus-ring w-full rounded-full border border-slate-300 bg-white py-2 pl-4 pr-10 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="focus-ring absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-brand-700 hover:bg-brand-50"
      >
        <Search aria-hidden="true" size={18} />
        <span className="sr-only">{t('nav.search')}</span>
      </button>
    </form>
  )
}
