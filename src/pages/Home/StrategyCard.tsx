import { IMAGE_SIZES } from '../../components/image-sizes'
import { SmartImage } from '../../components/SmartImage'
import type { StrategyView } from './home-data'
import { FALLBACK_IMAGES } from '../../components/fallback-images'

/** A strategy: its image with the title and a 100-character description laid over it. */
export function StrategyCard({ strategy }: { strategy: StrategyView }) {
  return (
    <article className="relative aspect-[2/3] overflow-hidden rounded-2xl bg-brand-900 shadow-sm">
      <SmartImage
        image={strategy.image}
        fallback={FALLBACK_IMAGES.placeholder}
        sizes={IMAGE_SIZES.strategyGrid}
        width={600}
        height={900}
        alt=""
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-slate-950/95 via-slate-950/75 to-slate-950/20"
      />
      <div className="absolute inset-x-0 bottom-0 break-words p-3 text-white sm:p-4 xl:p-3">
        <h3 lang={strategy.title.lang} className="text-sm font-bold leading-snug sm:text-base xl:text-sm">
          {strategy.title.text}
        </h3>
        {strategy.overlay.text ? (
          <p lang={strategy.overlay.lang} className="mt-2 text-sm leading-snug text-white/95 xl:text-xs">
            {strategy.overlay.text}
          </p>
        ) : null}
      </div>
    </article>
  )
}
