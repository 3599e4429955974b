import { useI18n } from '../../i18n/I18nProvider'
import type { VideoView } from './home-data'
import { Popup } from './Popup'

/** The presentation video in a popup; its own chunk, loaded when the visitor opens it (see VideoBlock). */
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
  return (
    <Popup label={title} closeLabel={t('home.video.close')} onClose={onClose}>
      <div className="aspect-video w-full max-w-5xl overflow-hidden rounded-xl bg-black shadow-2xl">
        {/* Opened by a click, so the browser lets it start with sound; the controls stay for everyone. */}
        <video src={video.videoUrl} controls autoPlay playsInline className="h-full w-full" data-video="" />
      </div>
    </Popup>
  )
}
