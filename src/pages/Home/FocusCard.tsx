import { ArrowRight, Maximize2 } from 'lucide-react'
import { ISLAND_ACTION_ATTR } from '../../shared/islands/island-action'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { PartText, SentenceWith, TEXT_SLOT } from '../../shared/components/PartText'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { FocusView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import { paths } from '../../shared/app/paths'

/**
 * An item in focus: its image (a link to it, which enlarges it in the page once hydrated), category, title, excerpt, and a learn-more link
 * to its information page when it has a slug.
 */
export function FocusCard({ item, onEnlarge }: { item: FocusView; onEnlarge: (item: FocusView) => void }) {
  const { t, to } = useI18n()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The item's gradient is decoration only: text never sits on it. */}
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${item.gradient}`} />
      {/* A link to the full image, which opens without JavaScript too; once hydrated, the enlarged view. */}
      <a
        href={item.image?.src ?? FALLBACK_IMAGES.placeholder}
        onClick={(event) => {
          event.preventDefault()
          onEnlarge(item)
        }}
        className="focus-ring group relative block aspect-[16/9] overflow-hidden bg-slate-100 md:aspect-[4/3]"
        data-enlarge=""
        {...{ [ISLAND_ACTION_ATTR]: '' }}
      >
        <SmartImage
          image={item.image}
          fallback={FALLBACK_IMAGES.placeholder}
          sizes={IMAGE_SIZES.cardRow}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="absolute bottom-3 right-3 rounded-full bg-white p-2 text-slate-900 shadow">
          <Maximize2 aria-hidden="true" size={18} />
        </span>
        <span className="sr-only">
          <SentenceWith sentence={t('home.focus.enlarge', { title: TEXT_SLOT })} part={item.title} />
        </span>
      </a>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {item.category.text ? (
          <p lang={item.category.lang} className="text-xs font-bold uppercase tracking-wide text-brand-700">
            {item.category.text}
          </p>
        ) : null}
        <h3 lang={item.title.lang} className="text-lg font-bold text-slate-900">
          {item.title.text}
        </h3>
        {item.excerpt.text ? (
          // Not on a phone, where the cards are a row to swipe (docs/behaviour.md#grids).
          <p lang={item.excerpt.lang} className="flex-1 text-slate-700 lt-md:hidden">
            {item.excerpt.text}
          </p>
        ) : (
          <div className="flex-1" />
        )}
        {item.slug ? (
          <a href={to(paths.info(item.slug))} className="btn-outline mt-auto self-start">
            {t('state.learnMore')}
            <span className="sr-only">
              : <PartText value={item.title} />
            </span>
            <ArrowRight aria-hidden="true" size={18} />
          </a>
        ) : null}
      </div>
    </article>
  )
}
