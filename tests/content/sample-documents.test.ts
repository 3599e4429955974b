import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleDocuments } from '../../scripts/sample-documents/documents'
import { documentText, renderPdf } from '../../scripts/sample-documents/pdf'
import { getSettings, type Settings } from '../../src/node/data/content'
import { formatFact } from '../../src/shared/lib/facts'

// docs/editing.md#les-chiffres-de-lassociation: the sample PDFs are written from the settings' facts.

let settings: Settings

beforeAll(async () => {
  delete process.env.CONTENT_DIR
  settings = await getSettings()
})

describe('the sample documents', () => {
  it('are every file of the documents page, each a PDF of several pages', async () => {
    const made = sampleDocuments(settings)
    const listed = settings.documents.flatMap(({ files }) => Object.values(files))
    expect(Object.keys(made).sort()).toEqual([...listed].sort())
    for (const file of listed) {
      const pdf = await PDFDocument.load(await readFile(path.join('public', file)))
      expect(pdf.getPageCount(), file).toBeGreaterThanOrEqual(2)
    }
  })

  it('are, byte for byte, what the settings make (npm run sample-documents after changing a fact)', async () => {
    for (const [file, document] of Object.entries(sampleDocuments(settings))) {
      const committed = new Uint8Array(await readFile(path.join('public', file)))
      expect(Buffer.from(await renderPdf(document)).equals(Buffer.from(committed)), file).toBe(true)
    }
  })

  it('state the year’s resources and the key figures as the settings do', () => {
    const made = sampleDocuments(settings)
    const text = (file: string) => documentText(made[file]!)
    const fcfa = (name: 'resources2023' | 'resources2024', lang: 'fr' | 'en') =>
      `${formatFact(settings.facts, name, lang)} FCFA`
    expect(text('/documents/rapport-annuel-2023.pdf')).toContain(fcfa('resources2023', 'fr'))
    expect(text('/documents/annual-report-2023.pdf')).toContain(fcfa('resources2023', 'en'))
    expect(text('/documents/comptes-certifies-2024.pdf')).toContain(fcfa('resources2024', 'fr'))
    expect(text('/documents/comptes-certifies-2024.pdf')).toContain(fcfa('resources2023', 'fr'))
    for (const [file, lang] of [
      ['/documents/rapport-impact-2024.pdf', 'fr'],
      ['/documents/impact-report-2024.pdf', 'en'],
    ] as const) {
      for (const fact of ['peopleServed', 'boreholes', 'healthWorkersTrained', 'communes'] as const)
        expect(text(file), `${file}: ${fact}`).toContain(formatFact(settings.facts, fact, lang))
      for (const theme of settings.themes) expect(text(file)).toContain(theme.name[lang])
    }
  })
})
