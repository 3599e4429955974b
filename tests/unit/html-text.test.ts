import { describe, expect, it } from 'vitest'
import {
  EXCERPT_LENGTHS,
  decodeEntities,
  excerpt,
  htmlExcerpt,
  stripHtml,
} from '../../src/shared/lib/html/text'

describe('stripHtml', () => {
  it('keeps the text, with a space where blocks meet', () => {
    expect(
      stripHtml(
        '<h2>Forages</h2><p>À <strong>Kandi</strong>, 12 puits.</p><ul><li>un</li><li>deux</li></ul>',
      ),
    ).toBe('Forages À Kandi, 12 puits. un deux')
  })

  it('drops comments and the text of scripts and styles', () => {
    expect(stripHtml('<p>a<!-- note --></p><script>var x = "<p>"</script><style>p{}</style><p>b</p>')).toBe(
      'a b',
    )
  })

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(
      stripHtml(
        '<p>&lt;b&gt;gras&lt;/b&gt; &amp; l&rsquo;eau &eacute;t&eacute; &#233;&#x00E9; &nbsp;fin</p>',
      ),
    ).toBe('<b>gras</b> & l’eau été éé fin')
  })

  it('leaves unknown entities and plain text alone', () => {
    expect(decodeEntities('&inconnu; &#0; x')).toBe('&inconnu; \ufffd x')
    expect(stripHtml('Sans balise')).toBe('Sans balise')
    expect(stripHtml('')).toBe('')
  })

  it('copes with an unclosed tag or script', () => {
    expect(stripHtml('<p>texte <script>jamais fermé')).toBe('texte')
  })
})

describe('excerpt', () => {
  it('returns short text unchanged', () => {
    expect(excerpt('Eau potable pour tous', 150)).toBe('Eau potable pour tous')
    expect(excerpt('x'.repeat(150), 150)).toBe('x'.repeat(150))
  })

  it('cuts at the last word boundary and adds an ellipsis', () => {
    const text = 'Le projet a permis de forer douze puits dans la commune de Djougou cette année'
    const short = excerpt(text, 30)
    expect(short).toBe('Le projet a permis de forer…')
    expect(Array.from(short).length).toBeLessThanOrEqual(31)
  })

  it('keeps a whole word when the cut falls just after it', () => {
    expect(excerpt('un deux trois quatre', 7)).toBe('un deux…')
  })

  it('drops punctuation before the ellipsis', () => {
    expect(excerpt('Santé, eau, hygiène, environnement et solidarité', 12)).toBe('Santé, eau…')
  })

  it('cuts at a word even when the last word boundary is early: never "de vi…"', () => {
    expect(excerpt('Un approvisionnement durable', 12)).toBe('Un…')
    expect(excerpt('Accès à l’eau et conditions de vie', 31)).toBe('Accès à l’eau et conditions de…')
  })

  it('cuts a single very long word', () => {
    expect(excerpt('Anticonstitutionnellement', 10)).toBe('Anticonsti…')
  })

  it('never splits a character made of two code units', () => {
    expect(excerpt('💧💧💧💧', 2)).toBe('💧💧…')
  })

  it('collapses whitespace first', () => {
    expect(excerpt('  un   deux\n\ntrois  ', 100)).toBe('un deux trois')
  })

  it('follows the lengths of docs/behaviour.md#limits', () => {
    expect(EXCERPT_LENGTHS).toEqual({
      heroPreview: 150,
      focus: 120,
      strategyOverlay: 100,
      articleCard: 180,
      articleSummary: 150,
      shareText: 200,
    })
    const body = `<p>${'mot '.repeat(100)}</p>`
    const card = htmlExcerpt(body, EXCERPT_LENGTHS.articleCard)
    expect(card.endsWith('…')).toBe(true)
    expect(card).not.toContain('<')
    expect(Array.from(card).length).toBeLessThanOrEqual(181)
  })
})
