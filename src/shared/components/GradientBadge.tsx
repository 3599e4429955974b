import { DEFAULT_GRADIENT, type Gradient } from '../schemas/gradients'
import { Icon } from './Icon'

/** A page's icon on its gradient (theme and information pages); decorative. */
export function GradientBadge({ icon, gradient }: { icon: string; gradient?: Gradient }) {
  return (
    <span
      className={`mb-4 inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br text-white ${gradient ?? DEFAULT_GRADIENT}`}
    >
      <Icon name={icon} size={28} />
    </span>
  )
}
