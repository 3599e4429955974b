import { describe, expect, it } from 'vitest'
import {
  frenchTypography,
  frenchTypographyInHtml,
  keepTogether,
  englishTypography,
  englishTypographyInHtml,
} from '../../src/shared/i18n/typography'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('French typography', () => {
  it.each([
    ['Contact : 97 00 00 00', `Contact${NBSP}: 97 00 00 00`],
    ["Oups ! Cette page n'existe pas", `Oups${NNBSP}! Cette page n’existe pas`],
    ['Pourquoi ? Parce que ; voilà', `Pourquoi${NNBSP}? Parce que${NNBSP}; voilà`],
    ['« Eau pour tous »', `«${NNBSP}Eau pour tous${NNBSP}»`],
    ['85 000 bénéficiaires', `85${NNBSP}000 bénéficiaires`],
    ['1 200 000 personnes', `1${NNBSP}200${NNBSP}000 personnes`],
    ['7 / 800 écoles', `7${NBSP}/${NBSP}800 écoles`],
    ['85 % de satisfaction, 5 000 FCFA', `85${NNBSP}% de satisfaction, 5${NNBSP}000${NNBSP}FCFA`],
    // Spaces that were non-breaking already become the right kind; nothing is added where there was none.
    [`Horaires${NNBSP}: 8:00-18:00`, `Horaires${NBSP}: 8:00-18:00`],
    ['https://example.org/?q=1', 'https://example.org/?q=1'],
    ['De 2023 2026', 'De 2023 2026'],
    ["'Eau' et 'santé'", "'Eau' et 'santé'"],
    ['', ''],
    // A spaced range of times stays on one line; one written without spaces has nothing to change.
    ['Ouvert de 8:00 – 18:00', `Ouvert de 8:00${NBSP}–${NBSP}18:00`],
    ['de 8h - 12h30', `de 8h${NBSP}-${NBSP}12h30`],
    ['De 2023 - 2026', 'De 2023 - 2026'],
  ])('sets %j as %j', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected)
  })

  it('is idempotent', () => {
    const once = frenchTypography("« L'eau : 85 000 vies ! »")
    expect(frenchTypography(once)).toBe(once)
  })

  it('keeps a closing guillemet or a colon with the word that ends the element before it', () => {
    expect(frenchTypographyInHtml('« <em>Eau pour tous</em> » et <strong>ici</strong> : oui')).toBe(
      `«${NNBSP}<em>Eau pour tous</em>${NNBSP}» et <strong>ici</strong>${NBSP}: oui`,
    )
  })

  it('changes the text of HTML, never its tags or attributes', () => {
    expect(frenchTypographyInHtml('<p title="a : b">L\'eau : <a href="/fr?x=1 !">ici !</a></p>')).toBe(
      `<p title="a : b">L’eau${NBSP}: <a href="/fr?x=1 !">ici${NNBSP}!</a></p>`,
    )
  })
})

describe('keepTogether, for every language', () => {
  it.each([
    ['changing the lives of 100 000 people', `changing the lives of 100${NNBSP}000 people`],
    ['Open 8:00 – 18:00, Monday to Friday', `Open 8:00${NBSP}–${NBSP}18:00, Monday to Friday`],
    // English punctuation keeps its own spacing: no space is added before a colon or a question mark.
    ['Why? Because: water', 'Why? Because: water'],
    ['Figures: 2023 2026', 'Figures: 2023 2026'],
  ])('sets %j as %j', (text, expected) => {
    expect(keepTogether(text)).toBe(expected)
  })

  it('changes the text of HTML, never its tags', () => {
    expect(englishTypographyInHtml('<p data-x="1 000">over <strong>25 000</strong> people</p>')).toBe(
      `<p data-x="1 000">over <strong>25${NNBSP}000</strong> people</p>`,
    )
    expect(englishTypographyInHtml('<a href="/don" title="x">AHB\'s "gift"</a>')).toBe(
      '<a href="/don" title="x">AHB’s “gift”</a>',
    )
  })
})

describe('English typography', () => {
  it.each([
    ['AHB\'s five objectives, known as the "High 5"', 'AHB’s five objectives, known as the “High 5”'],
    ['"Before, we waited," she says. "Now I know."', '“Before, we waited,” she says. “Now I know.”'],
    ["the donors' gifts don't wait", 'the donors’ gifts don’t wait'],
    ['(Choose "Merchant payment")', '(Choose “Merchant payment”)'],
    ['a lone " or \' between spaces', 'a lone " or \' between spaces'],
  ])('sets %j as %j', (text, expected) => {
    expect(englishTypography(text)).toBe(expected)
  })
})
