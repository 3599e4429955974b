import { buildLoader } from '../data/build-loader'
import { contactSummary } from './contact-summary'

/** The loader of the pages whose only build data is the contact summary (careers). */
export const contactSummaryLoader = buildLoader(async ({ settings }) => contactSummary(await settings()))
