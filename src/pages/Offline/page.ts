import { OFFLINE_SEGMENT } from '../../shared/offline/rules'

/** The service worker's page for a missing network: its path is the worker's (docs/offline.md). */
export const path = OFFLINE_SEGMENT
export const areas = ['pages'] as const
