import type { Lang } from '../i18n/languages'

/** An ordered list with large numbers: change axes, catalysts. */
export function NumberedList({ items, lang }: { items: readonly string[]; lang?: Lang | undefined }) {
  return (
    <ol lang={lang} className="space-y-3">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 text-slate-800">{item}</span>
        </li>
      ))}
    </ol>
  )
}
