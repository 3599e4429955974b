import { useI18n } from '../../shared/i18n/I18nProvider'
import type { ImageRef } from '../../shared/schemas/api'
import { Popup } from './Popup'
import { SmartImage } from '../../shared/components/SmartImage'
import { FALLBACK_IMAGES } from '../../shared/components/fallback-images'

/** The enlarged view of an image in focus: closed by its button, Escape or a click beside the image. */
export function ImageLightbox({
  image,
  title,
  onClose,
}: {
  image: ImageRef | null
  title: string
  onClose: () => void
}) {
  const { t } = useI18n()
  return (
    <Popup
      label={t('home.focus.imageDialog', { title })}
      closeLabel={t('home.focus.closeImage')}
      onClose={onClose}
    >
      <figure className="flex max-h-full max-w-6xl flex-col items-center gap-3">
        <SmartImage
          image={image}
          fallback={FALLBACK_IMAGES.placeholder}
          // Its own width at most (the view never enlarges it), less on a narrower window.
          sizes={image?.width ? `(max-width: ${image.width}px) 100vw, ${image.width}px` : undefined}
          width={1600}
          height={1200}
          priority
          alt={title}
          className="max-h-[80vh] w-auto max-w-full rounded-lg object-contain shadow-2xl"
        />
        <figcaption className="text-center text-lg font-semibold text-white">{title}</figcaption>
      </figure>
    </Popup>
  )
}
