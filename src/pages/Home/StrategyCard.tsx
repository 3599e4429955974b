import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import type { StrategyView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'

/**
 * A strategy: its image, and beside it on a phone or under it on a wider screen its title and 100-character
 * description, dark on white (docs/behaviour.md#home): small text laid over a photo was hard to read.
 */
export function StrategyCard({ strategy }: { strategy: StrategyView }) {
  return (
    <article className="flex h-full gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:flex-col md:gap-0">
      <SmartImage
        image={strategy.image}
        fallback={FALLBACK_IMAGES.placeholder}
        sizes={IMAGE_SIZES.strategyGrid}
        width={600}
        height={450}
        alt=""
        className="w-20 shrink-0 bg-slate-100 object-cover md:aspect-[4/3] md:w-full"
      />
      <div className="min-w-0 py-2.5 pr-3 md:p-4">
        <h3 lang={strategy.title.lang} className="text-sm font-bold leading-snug text-slate-900 md:text-base">
          {strategy.title.text}
        </h3>
        {strategy.overlay.text ? (
          <p lang={strategy.overlay.lang} className="mt-0.5 text-sm leading-snug text-slate-700 md:mt-2">
            {strategy.overlay.text}
          </p>
        ) : null}
      </div>
    </article>
  )
}
