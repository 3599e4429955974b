import { HOME_BLOCK } from './home-block'
import { lazy, Suspense, useCallback, useState } from 'react'
import { EmptyState, ErrorPanel } from '../../components/states'
import { useBlockData } from '../../data/useBlockData'
import { useI18n } from '../../i18n/I18nProvider'
import { FocusCallToAction } from './FocusCallToAction'
import { FocusCard } from './FocusCard'
import type { FocusView } from './home-data'
import { SectionHeading } from '../../components/SectionHeading'
import { Skeletons } from './Skeletons'
import { cardRow } from '../../components/card-row'

// Only ever open after a click: its code (and the popup's) is fetched then, not before the page is interactive.
const ImageLightbox = lazy(() =>
  import('./ImageLightbox').then((module) => ({ default: module.ImageLightbox })),
)

/**
 * Block 5 of docs/behaviour.md#home: items in focus with their enlarged-image view, then the calls to contact
 * us and to join the mission. Failure: its message with a retry that asks again in place.
 */
export function FocusBlock({ initial }: { initial: FocusView[] | null }) {
  const { t, lang } = useI18n()
  const { state, data, retry } = useBlockData(initial, async (signal) =>
    (await import('./live-data')).fetchFocusViews(lang, signal),
  )
  const [enlarged, setEnlarged] = useState<FocusView | null>(null)
  const close = useCallback(() => setEnlarged(null), [])

  let body
  if (state === 'ready' && data) {
    const row = cardRow(data.length)
    body = (
      <ul className={row.list}>
        {data.map((item) => (
          <li key={item.id} className={row.item}>
            <FocusCard item={item} onEnlarge={setEnlarged} />
          </li>
        ))}
      </ul>
    )
  } else if (state === 'error') body = <ErrorPanel message={t('infocus.loadingError')} onRetry={retry} />
  else if (state === 'empty') body = <EmptyState title={t('infocus.noItems')} />
  else
    body = (
      <Skeletons
        count={4}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="h-96 rounded-2xl"
      />
    )

  return (
    <section aria-labelledby="home-focus-title" {...HOME_BLOCK}>
      <div className="container">
        <SectionHeading
          bar
          id="home-focus-title"
          title={t('home.focus.title')}
          intro={t('home.focus.intro')}
        />
        <div data-focus-state={state}>{body}</div>
        <FocusCallToAction />
      </div>
      {enlarged ? (
        <Suspense fallback={null}>
          <ImageLightbox image={enlarged.image} title={enlarged.title.text} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  )
}
