/**
 * `npm run sample-documents`: writes the sample content's PDFs (public/documents/) from content/settings.yaml,
 * so their figures are the settings' facts (docs/editing.md#les-chiffres-de-lassociation). Run it after
 * changing a fact; a content test fails while a committed PDF differs from what this writes.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { getSettings } from '../src/node/data/content'
import { sampleDocuments } from './sample-documents/documents'
import { renderPdf } from './sample-documents/pdf'

const settings = await getSettings()
for (const [file, document] of Object.entries(sampleDocuments(settings))) {
  const bytes = await renderPdf(document)
  await writeFile(path.join('public', file), bytes)
  console.log(`public${file}: ${bytes.length} bytes`)
}
