import { HOME_BLOCK_TINTED } from './home-block'
import { EmptyState, ErrorPanel } from '../../shared/components/states'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { OddBlockView, OddPanelView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import { SectionHeading } from '../../shared/components/SectionHeading'

function Panel({ panel, fallback }: { panel: OddPanelView; fallback: string }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Decoration (no text): left out on a phone, where the page must stay within ten screens. */}
      <div className="hidden aspect-[4/3] bg-slate-100 md:block">
        <SmartImage
          image={panel.image}
          fallback={fallback}
          sizes={IMAGE_SIZES.halfFromMd}
          width={800}
          height={600}
          alt=""
          className="h-full w-full object-cover"
        />
      </div>
      {panel.description.text ? (
        <p
          lang={panel.description.lang}
          className="p-5 text-base leading-relaxed text-slate-700 sm:p-6 sm:text-lg"
        >
          {panel.description.text}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Block 6 of docs/behaviour.md#home: the ODD (sustainable development goals) section chosen by
 * `selectOddSection`, as a left and a right panel. No active section: a message; when the build had no sections,
 * its unavailable panel.
 */
export function OddBlock({ initial }: { initial: OddBlockView | null }) {
  const { t } = useI18n()
  const section = initial?.section
  const state = initial === null ? 'unavailable' : section ? 'ready' : 'empty'

  let body
  if (section) {
    body = (
      <div className="grid gap-6 md:grid-cols-2">
        <Panel panel={section.left} fallback={FALLBACK_IMAGES.oddLeft} />
        <Panel panel={section.right} fallback={FALLBACK_IMAGES.oddRight} />
      </div>
    )
  } else if (state === 'unavailable') body = <ErrorPanel message={t('home.odd.loadingError')} />
  else body = <EmptyState title={t('home.odd.noSections')} />

  return (
    <section aria-labelledby="home-odd-title" {...HOME_BLOCK_TINTED}>
      <div className="container">
        <SectionHeading
          bar
          id="home-odd-title"
          title={section?.title.text ? section.title : t('home.odd.defaultTitle')}
        />
        <div data-odd-state={state}>{body}</div>
      </div>
    </section>
  )
}
