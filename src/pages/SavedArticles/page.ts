import { SAVED_SEGMENT } from '../../shared/offline/rules'

/** The articles kept on this device: its path is the service worker's (docs/offline.md). */
export const path = SAVED_SEGMENT
export const areas = ['pages'] as const
