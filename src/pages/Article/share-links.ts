/**
 * What is shared: the page's address, its title and a short text (docs/behaviour.md#limits: 200 characters).
 */
export interface SharePayload {
  url: string
  title: string
  text: string
}

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin'

/** The networks' share pages open in a popup of 600 by 400 (docs/behaviour.md#article). */
export const SHARE_POPUP_FEATURES = 'popup,width=600,height=400'

/** The share page of each network for a payload. */
export function shareUrl(network: ShareNetwork, payload: SharePayload): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: payload.url })}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ url: payload.url, text: payload.title })}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: payload.url })}`
  }
}

/**
 * WhatsApp's share link (`wa.me`, which opens the app on a phone and WhatsApp Web elsewhere): one text, the
 * title then the address. encodeURIComponent, not URLSearchParams: WhatsApp shows a `+` as it is.
 */
export function whatsappShareUrl({ title, url }: Pick<SharePayload, 'title' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${url}` : url)}`
}

/** A `mailto:` link with the title as subject and the text and address as body. */
export function shareMailto(payload: SharePayload): string {
  // mailto wants %20 for spaces, not the '+' of URLSearchParams.
  const subject = encodeURIComponent(payload.title)
  const body = encodeURIComponent(payload.text ? `${payload.text}\n\n${payload.url}` : payload.url)
  return `mailto:?subject=${subject}&body=${body}`
}
