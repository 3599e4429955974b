// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../scripts/pipeline/sanitize'
import { sanitizeRichTextInBrowser } from '../../src/browser/api/sanitize-browser'
import { XSS_PAYLOADS, describeSanitizer, normalise } from './sanitizer-cases'

describeSanitizer('browser sanitizer', sanitizeRichTextInBrowser)

describe('both sanitizers', () => {
  it('give the same markup for ordinary rich text', () => {
    const samples = [
      '<h2>Santé</h2><p>Des <a href="https://www.unicef.org/benin" target="_self">partenaires</a> et <a href="/fr/contact">nous</a>.</p>',
      '<p>Forage n°3 <img src="/media/f.jpg" alt="Forage" width="640" height="480" class="x"></p><hr><p dir="ltr" lang="fr">Fin</p>',
      '<ul><li><strong>12</strong> forages</li><li><em>35</em> latrines</li></ul>',
    ]
    for (const sample of samples) {
      expect(normalise(sanitizeRichTextInBrowser(sample))).toBe(normalise(sanitizeRichText(sample)))
    }
  })

  it('agree that no payload keeps an element the other removes', () => {
    // A leading <noscript> goes to the document head in a browser parse (its <p> then lands in the body),
    // while sanitize-html sees the <p> inside it: both outputs are safe, only their shapes differ.
    for (const payload of XSS_PAYLOADS.filter((html) => !html.startsWith('<noscript>'))) {
      const tags = (html: string) =>
        Array.from(document.createRange().createContextualFragment(html).querySelectorAll('*'))
          .map((element) => element.tagName)
          .sort()
      const browser = document.createElement('template')
      browser.innerHTML = sanitizeRichTextInBrowser(payload)
      const build = document.createElement('template')
      build.innerHTML = sanitizeRichText(payload)
      expect(tags(browser.innerHTML), payload).toEqual(tags(build.innerHTML))
    }
  })
})
