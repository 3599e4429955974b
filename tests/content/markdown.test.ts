import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getEntry, type ContentEntry } from '../../src/node/data/content'
import { VALID_FRONTMATTER, page, removeContentDirs, writeContentDir } from './fixtures'

const BODY = `Introduction avec *emphase* et **gras**.

## Première partie

1. Écouter les habitants
2. Choisir la technique

- Forages
- Latrines

### Détails & chiffres

| Commune | Forages |
| --- | --- |
| Djougou | 6 |

~~ancien chiffre~~

<script>alert('non')</script>

<div class="encart">texte brut</div>

## Première partie

[Nous contacter](https://example.org/contact)
`

let entry: ContentEntry<'info'> | null

beforeAll(async () => {
  process.env.CONTENT_DIR = await writeContentDir({
    'info/notre-vision.fr.md': page(VALID_FRONTMATTER.info, BODY),
    'info/notre-vision.en.md': page(VALID_FRONTMATTER.info, '## Only heading\n\nText.\n'),
  })
  entry = await getEntry('info', 'notre-vision', 'fr')
})

afterAll(async () => {
  delete process.env.CONTENT_DIR
  await removeContentDirs()
})

describe('Markdown rendering', () => {
  it('returns the entry with its validated frontmatter', () => {
    expect(entry?.slug).toBe('notre-vision')
    expect(entry?.lang).toBe('fr')
    expect(entry?.collection).toBe('info')
    expect(entry?.data.icon).toBe('HeartHandshake')
  })

  it('renders headings with stable, unique ids', () => {
    expect(entry?.html).toContain('<h2 id="premiere-partie">Première partie</h2>')
    expect(entry?.html).toContain('<h3 id="details-chiffres">Détails &#x26; chiffres</h3>')
    expect(entry?.html).toContain('<h2 id="premiere-partie-2">Première partie</h2>')
    expect(entry?.headings).toEqual([
      { depth: 2, text: 'Première partie', id: 'premiere-partie' },
      { depth: 3, text: 'Détails & chiffres', id: 'details-chiffres' },
      { depth: 2, text: 'Première partie', id: 'premiere-partie-2' },
    ])
  })

  it('renders numbered and bulleted lists and emphasis', () => {
    expect(entry?.html).toMatch(
      /<ol>\s*<li>Écouter les habitants<\/li>\s*<li>Choisir la technique<\/li>\s*<\/ol>/,
    )
    expect(entry?.html).toMatch(/<ul>\s*<li>Forages<\/li>\s*<li>Latrines<\/li>\s*<\/ul>/)
    expect(entry?.html).toContain('<em>emphase</em>')
    expect(entry?.html).toContain('<strong>gras</strong>')
  })

  it('supports GitHub-flavoured tables and strikethrough', () => {
    expect(entry?.html).toMatch(/<table>[\s\S]*<th>Commune<\/th>[\s\S]*<td>Djougou<\/td>[\s\S]*<\/table>/)
    expect(entry?.html).toContain('<del>ancien chiffre</del>')
  })

  it('drops raw HTML written in the Markdown', () => {
    expect(entry?.html).not.toContain('<script')
    expect(entry?.html).not.toContain('alert(')
    expect(entry?.html).not.toContain('<div')
  })

  it('keeps ordinary links', () => {
    expect(entry?.html).toContain('<a href="https://example.org/contact">Nous contacter</a>')
  })

  it('returns null for a slug that does not exist', async () => {
    expect(await getEntry('info', 'inconnue', 'fr')).toBeNull()
  })
})
