import { ArrowRight, Maximize2 } from 'lucide-react'
import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import { useI18n } from '../../i18n/I18nProvider'
import type { FocusView } from './home-data'
import { FALLBACK_IMAGES } from '../../components/fallback-images'
import { paths } from '../../app/paths'

/**
 * An item in focus: its image (a button that enlarges it), category, title, excerpt, and a learn-more link
 * to its information page when it has a slug.
 */
export function FocusCard({ item, onEnlarge }: { item: FocusView; onEnlarge: (item: FocusView) => void }) {
  const { t, to } = useI18n()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* The item's gradient is decoration only: text never sits on it. */}
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${item.gradient}`} />
      <button
        type="button"
        onClick={() => onEnlarge(item)}
        className="focus-ring group relative block aspect-[4/3] overflow-hidden bg-slate-100"
        data-enlarge=""
      >
        <SmartImage
          image={item.image}
          fallback={FALLBACK_IMAGES.placeholder}
          sizes={IMAGE_SIZES.cardGrid}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="absolute bottom-3 right-3 rounded-full bg-white p-2 text-slate-900 shadow">
          <Maximize2 aria-hidden="true" size={18} />
        </span>
        <span className="sr-only">{t('home.focus.enlarge', { title: item.title })}</span>
      </button>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {item.category ? (
          <p className="text-xs font-bold uppercase tracking-wide text-brand-700">{item.category}</p>
        ) : null}
        <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
        {item.excerpt ? <p className="flex-1 text-slate-700">{item.excerpt}</p> : <div className="flex-1" />}
        {item.slug ? (
          <a href={to(paths.info(item.slug))} className="btn-outline self-start">
            {t('state.learnMore')}
            <span className="sr-only">: {item.title}</span>
            <ArrowRight aria-hidden="true" size={18} />
          </a>
        ) : null}
      </div>
    </article>
  )
}
