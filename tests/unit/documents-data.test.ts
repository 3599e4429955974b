import { describe, expect, it } from 'vitest'
import { getSettings, publicFileSize } from '../../src/node/data/content'
import { fileSize } from '../../src/shared/lib/file-size'
import { toDocumentViews } from '../../src/pages/Documents/documents-data'

// docs/behaviour.md#projects-publications-and-documents: the documents page's files, sizes and languages.

describe('fileSize', () => {
  it('says kilobytes below a megabyte and megabytes above, one decimal at most, in the language', () => {
    expect(fileSize(2393, 'fr')).toEqual({ size: '2,4', unit: 'kb' })
    expect(fileSize(2393, 'en')).toEqual({ size: '2.4', unit: 'kb' })
    expect(fileSize(1_250_000, 'en')).toEqual({ size: '1.3', unit: 'mb' })
    expect(fileSize(40, 'en')).toEqual({ size: '0.1', unit: 'kb' })
  })
})

describe('toDocumentViews', () => {
  it("gives each document of the settings its file in the page's language, else the other's, with its size", async () => {
    delete process.env.CONTENT_DIR
    const settings = await getSettings()
    for (const lang of ['fr', 'en'] as const) {
      const views = await toDocumentViews(settings, lang, publicFileSize)
      expect(views).toHaveLength(settings.documents.length)
      views.forEach((view, index) => {
        const files = settings.documents[index]!.files
        expect(view.href).toBe(files[lang] ?? files[lang === 'fr' ? 'en' : 'fr'])
        expect(view.fileLang).toBe(files[lang] ? lang : lang === 'fr' ? 'en' : 'fr')
        expect(view.bytes).toBeGreaterThan(500)
        expect(view.description).not.toContain('{{fact')
      })
    }
    const english = await toDocumentViews(settings, 'en', publicFileSize)
    expect(english.filter((view) => view.fileLang === 'fr').map((view) => view.title)).toEqual([
      'Articles of association',
      'Certified annual accounts 2024',
    ])
  })
})
