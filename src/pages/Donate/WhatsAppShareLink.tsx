import { MessageCircle } from 'lucide-react'
import { useI18n } from '../../shared/i18n/I18nProvider'
import { absoluteUrl } from '../../shared/lib/site-url'
import { whatsappShareUrl } from '../Article/share-links'

/**
 * The donation page shared on WhatsApp, where most of our visitors talk: a plain link (prerendered with the
 * page's public address), so it works without JavaScript.
 */
export function WhatsAppShareLink() {
  const { t, to } = useI18n()
  const href = whatsappShareUrl({ title: t('donate.share.message'), url: absoluteUrl(to('/don')) })
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700">
      {t('donate.share.text')}
      <a href={href} target="_blank" rel="noopener noreferrer" className="btn-outline">
        <MessageCircle aria-hidden="true" size={18} />
        {t('donate.share.whatsapp')}
        <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
      </a>
    </p>
  )
}
