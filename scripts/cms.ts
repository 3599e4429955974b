/**
 * `npm run cms`: the CMS on http://localhost:8080/admin (PORT), editing this working copy's content/ through
 * Decap's local back-end. Saved entries are written to the files at once: review them with `git diff`.
 */
import { startCmsServer } from './cms/server'

const cms = await startCmsServer({ port: Number(process.env.PORT ?? 8080), verbose: true })
console.log(`CMS: ${cms.url} (the local back-end edits the files of this folder; Ctrl+C stops it)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cms.close().then(() => process.exit(0)))
}
