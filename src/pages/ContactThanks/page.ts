import { paths } from '../../shared/app/paths'

/** Where the back-end's 303 lands after a post without JavaScript (docs/behaviour.md#contact). */
export const path = paths.contactThanks().slice(1)
export const areas = ['contact', 'pages'] as const
