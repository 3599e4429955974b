import { MessageCircle } from 'lucide-react'
import { paths } from '../../shared/app/paths'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { absoluteUrl } from '../../shared/lib/site-url'
import { whatsappShareUrl } from './share-links'

/**
 * The article shared on WhatsApp, how our readers pass stories on (docs/behaviour.md#share-menu-extras): a plain
 * link prerendered with the article's public address, so it works without JavaScript; the share menu's other
 * actions come with the page's script.
 */
export function WhatsAppShare({ slug, title }: { slug: string; title: string }) {
  const { t, to } = useI18n()
  const href = whatsappShareUrl({ title, url: absoluteUrl(to(paths.article(slug))) })
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="btn-outline mt-4"
      data-pagefind-ignore=""
    >
      <MessageCircle aria-hidden="true" size={18} />
      {t('share.whatsappLink')}
      <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  )
}
