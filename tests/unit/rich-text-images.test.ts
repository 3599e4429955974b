import { describe, expect, it } from 'vitest'
import { localizeRichTextImages, richTextSanitizer } from '../../scripts/pipeline/rich-text-images'
import { sanitizeRichText } from '../../scripts/pipeline/sanitize'

describe('rich text images: state per pull, not per process', () => {
  it('each pull notes only the rich text it sanitized that holds images', () => {
    const first = richTextSanitizer(sanitizeRichText)
    const second = richTextSanitizer(sanitizeRichText)
    const withImage = first.sanitizeHtml('<p>Forage <img src="/media/a.jpg"></p>')
    first.sanitizeHtml('<p>Sans image</p>')
    expect([...first.withImages]).toEqual([withImage])
    expect(second.withImages.size).toBe(0)
  })

  it('rewrites the noted rich text only, never a plain-text field that spells an image tag', async () => {
    const sanitizer = richTextSanitizer(sanitizeRichText)
    const record = {
      title: 'Le code <img src="/media/a.jpg"> en exemple',
      description: sanitizer.sanitizeHtml('<p><img src="/media/a.jpg" alt=""></p>'),
    }
    const seen: string[] = []
    await localizeRichTextImages(record, sanitizer.withImages, async (refs) => {
      for (const ref of refs) seen.push(ref.src)
    })
    expect(seen).toEqual(['/media/a.jpg'])
    expect(record.title).toBe('Le code <img src="/media/a.jpg"> en exemple')
    expect(record.description).toContain('loading="lazy"')
    // Another pull's sanitizer noted nothing: its records are left as they are.
    const other = { description: record.description.replace(' loading="lazy"', '') }
    await localizeRichTextImages(other, richTextSanitizer(sanitizeRichText).withImages, async () => {})
    expect(other.description).not.toContain('loading="lazy"')
  })

  it('gives an image without alt an empty one: taken as decorative, and valid HTML', () => {
    expect(sanitizeRichText('<p><img src="/media/a.jpg"></p>')).toBe(
      '<p><img src="/media/a.jpg" alt="" /></p>',
    )
    expect(sanitizeRichText('<p><img src="/media/a.jpg" alt="Un puits"></p>')).toContain('alt="Un puits"')
  })
})
