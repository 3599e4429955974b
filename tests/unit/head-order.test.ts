import { describe, expect, it } from 'vitest'
import { documentMetaFirst } from '../../scripts/build/finish-page'

describe('documentMetaFirst', () => {
  it('moves the charset, then the viewport, to the top of <head>, before the page preloads', () => {
    const html =
      '<!DOCTYPE html><html lang="fr"><head><title data-rh="true">Accueil</title>' +
      '<link data-rh="true" rel="preload" as="image" imagesrcset="/a-640.webp 640w" imagesizes="100vw">' +
      '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '</head><body><meta name="viewport" content="not moved from the body"></body></html>'
    expect(documentMetaFirst(html)).toBe(
      '<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><title data-rh="true">Accueil</title>' +
        '<link data-rh="true" rel="preload" as="image" imagesrcset="/a-640.webp 640w" imagesizes="100vw">' +
        '</head><body><meta name="viewport" content="not moved from the body"></body></html>',
    )
  })

  it('leaves a document without them as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>'
    expect(documentMetaFirst(html)).toBe(html)
  })
})
