import { HOME_BLOCK } from './home-block'
import { lazy, Suspense, useCallback, useState } from 'react'
import { EmptyState, ErrorPanel } from '../../shared/components/states'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { FocusCallToAction } from './FocusCallToAction'
import { FocusCard } from './FocusCard'
import type { FocusView } from './home-data'
import { SectionHeading } from '../../shared/components/SectionHeading'
import { cardRow } from '../../shared/components/card-row'

// Only ever open after a click: its code (and the popup's) is fetched then, not before the page is interactive.
const ImageLightbox = lazy(() =>
  import('./ImageLightbox').then((module) => ({ default: module.ImageLightbox })),
)

/**
 * Block 5 of docs/behaviour.md#home: items in focus with their enlarged-image view, then the calls to contact
 * us and to join the mission. When the build had no items: its unavailable message.
 */
export function FocusBlock({ initial }: { initial: FocusView[] | null }) {
  const { t } = useI18n()
  const [enlarged, setEnlarged] = useState<FocusView | null>(null)
  const close = useCallback(() => setEnlarged(null), [])
  const state = initial === null ? 'unavailable' : initial.length ? 'ready' : 'empty'

  let body
  if (initial?.length) {
    const row = cardRow(initial.length)
    body = (
      <ul className={row.list}>
        {initial.map((item) => (
          <li key={item.id} className={row.item}>
            <FocusCard item={item} onEnlarge={setEnlarged} />
          </li>
        ))}
      </ul>
    )
  } else if (state === 'unavailable') body = <ErrorPanel message={t('infocus.loadingError')} />
  else body = <EmptyState title={t('infocus.noItems')} />

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
