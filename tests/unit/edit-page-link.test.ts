import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { EditPageLink } from '../../src/shared/components/EditPageLink'
import { editUrl } from '../../src/node/data/repository'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import { LANGS, type Lang } from '../../src/shared/i18n/languages'
import { loadDictionary } from '../../src/shared/i18n/translate'
import { isPreviewBuild } from '../../src/shared/lib/preview'

// The editors' link (docs/architecture.md#the-build): on a preview build only.

function html(lang: Lang, preview?: boolean): string {
  const href = editUrl('info', 'notre-vision', lang)
  return renderToStaticMarkup(
    createElement(I18nProvider, { lang, children: createElement(EditPageLink, { href, preview }) }),
  )
}

beforeAll(async () => {
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
})

describe('EditPageLink', () => {
  it('is no preview build unless PREVIEW=true was given to the build', () => {
    expect(isPreviewBuild).toBe(false)
  })

  it('renders nothing on a public build', () => {
    for (const lang of LANGS) expect(html(lang)).toBe('')
  })

  it("on a preview, links to GitHub's editor of the page's own file, in its language", () => {
    for (const lang of LANGS) {
      const markup = html(lang, true)
      expect(markup).toContain(`href="${editUrl('info', 'notre-vision', lang)}"`)
      expect(markup).toMatch(new RegExp(`/content/info/notre-vision\\.${lang}\\.md"`))
      expect(markup).toContain(lang === 'fr' ? 'Modifier cette page' : 'Edit this page')
    }
  })
})
