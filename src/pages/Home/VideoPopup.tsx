import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { API_BASE } from '../../shared/api/config'
import { useI18n } from '../../shared/i18n/I18nProvider'
import type { VideoView } from './home-data'
import { Popup } from './Popup'

/** A video URL given as a path (`/media/…`) is the API's, like its images' (the API may live elsewhere). */
function fromApi(url: string): string {
  return API_BASE && url.startsWith('/') && !url.startsWith('//') ? `${API_BASE}${url}` : url
}

/**
 * The presentation video in a popup; its own chunk, loaded when the visitor opens it (see VideoBlock). Its
 * thumbnail is the poster until the first frame; a video that cannot be played (gone, refused, a format the
 * browser lacks) gives way to a message with a link to the file itself.
 */
export function VideoPopup({
  video,
  title,
  onClose,
}: {
  video: VideoView
  title: string
  onClose: () => void
}) {
  const { t } = useI18n()
  const [failed, setFailed] = useState(false)
  const player = useRef<HTMLVideoElement>(null)
  const source = fromApi(video.videoUrl)
  useLayoutEffect(() => {
    // The property rather than the autoPlay prop, which Preact (the islands' runtime, docs/islands.md#runtime)
    // writes as autoplay="true". Set as the video is inserted, long before it has data, so it still starts.
    if (player.current) player.current.autoplay = true
  }, [])
  useEffect(() => {
    // A listener of its own: React's onError was not called for a failed load here (Chromium, React 19). An
    // error that came before this effect ran counts too.
    const element = player.current
    if (!element) return
    const fail = () => setFailed(true)
    if (element.error) fail()
    element.addEventListener('error', fail)
    return () => element.removeEventListener('error', fail)
  }, [])
  return (
    <Popup label={title} closeLabel={t('home.video.close')} onClose={onClose}>
      {/* The message may need more height than a 16:9 box on a phone: that box is its minimum from sm up. */}
      <div
        className={`${failed ? 'sm:aspect-video' : 'aspect-video'} w-full max-w-5xl overflow-hidden rounded-xl bg-black shadow-2xl`}
      >
        {failed ? (
          <div
            role="alert"
            data-video-error=""
            className="flex h-full w-full flex-col items-center justify-center gap-4 bg-slate-900 px-4 py-8 text-center text-white"
          >
            <p className="text-lg font-semibold">{t('home.video.error')}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <a href={source} target="_blank" rel="noopener noreferrer" className="btn-accent">
                {t('home.video.openDirectly')}
              </a>
              <button type="button" onClick={onClose} className="btn-ghost-light">
                {t('home.video.closeError')}
              </button>
            </div>
          </div>
        ) : (
          // Opened by a click, so the browser lets it start with sound; the controls stay for everyone.
          <video
            src={source}
            poster={video.thumbnail?.src}
            controls
            playsInline
            ref={player}
            className="h-full w-full"
            data-video=""
          />
        )}
      </div>
    </Popup>
  )
}
