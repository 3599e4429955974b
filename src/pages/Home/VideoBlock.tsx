import { HOME_BLOCK_TINTED } from './home-block'
import { ISLAND_ACTION_ATTR } from '../../shared/islands/island-action'
import { Play } from 'lucide-react'
import { lazy, Suspense, useCallback, useState } from 'react'
import { IMAGE_SIZES } from '../../shared/components/image-sizes'
import { SmartImage } from '../../shared/components/SmartImage'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { VideoView } from './home-data'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'
import { SectionHeading } from '../../shared/components/SectionHeading'

// Only ever open after a click: its code (and the popup's) is fetched then, not before the page is interactive.
const VideoPopup = lazy(() => import('./VideoPopup').then((module) => ({ default: module.VideoPopup })))

/**
 * Block 2 of docs/behaviour.md#home: the first presentation video, as a thumbnail linking to it that opens a
 * popup once hydrated. The block is left out when the build had no videos and when there is none.
 */
export function VideoBlock({ initial }: { initial: VideoView[] | null }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const video = initial?.[0]
  if (!video) return null
  const title = video.title.text || t('home.video.defaultTitle')

  return (
    <section aria-labelledby="home-video-title" {...HOME_BLOCK_TINTED}>
      <div className="container grid items-center gap-4 lg:grid-cols-2 lg:gap-10">
        <div>
          <SectionHeading
            bar
            id="home-video-title"
            title={t('home.video.title')}
            intro={t('home.video.text')}
          />
        </div>
        {/* A link to the video itself, so the thumbnail plays it without JavaScript too (in the browser's own
            player); once hydrated, the popup plays it in the page. */}
        <a
          href={video.videoUrl}
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
          className="focus-ring group relative block aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg"
          data-video-thumbnail=""
          {...{ [ISLAND_ACTION_ATTR]: '' }}
        >
          <SmartImage
            image={video.thumbnail}
            fallback={FALLBACK_IMAGES.placeholder}
            sizes={IMAGE_SIZES.halfFromLg}
            width={1280}
            height={720}
            alt=""
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
          <span aria-hidden="true" className="absolute inset-0 bg-slate-950/30" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl transition-transform group-hover:scale-110 motion-reduce:transition-none">
              <Play aria-hidden="true" size={36} className="ml-1" fill="currentColor" />
            </span>
          </span>
          <span className="sr-only">{t('home.video.play', { title })}</span>
        </a>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <VideoPopup video={video} title={title} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  )
}
