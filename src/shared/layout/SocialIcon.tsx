import { Camera, CirclePlay, MessageCircle, Music2 } from 'lucide-react'
import type { SocialNetwork } from '../schemas/content'

/** Small marks for the social networks (the icon set has no brand logos); drawn, not downloaded. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { 'aria-hidden': true, size: 18 } as const
  switch (network) {
    case 'instagram':
      return <Camera {...common} />
    case 'youtube':
      return <CirclePlay {...common} />
    case 'whatsapp':
      return <MessageCircle {...common} />
    case 'tiktok':
      return <Music2 {...common} />
    default: {
      const letters = { facebook: 'f', x: 'X', linkedin: 'in' }[network]
      return (
        <span aria-hidden="true" className="text-sm font-bold leading-none">
          {letters}
        </span>
      )
    }
  }
}
