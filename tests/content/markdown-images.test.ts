import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getEntry, type ContentEntry } from '../../src/node/data/content'
import { VALID_FRONTMATTER, page, removeContentDirs, writeContentDir } from './fixtures'

const BODY = `Le plan du forage :

![Plan du forage](/images/pages/theme-eau.svg)

![Ailleurs](https://example.org/plan.png) et ![Absente](/images/absente.png) et ![Hors du dossier](/../package.json)
`

let entry: ContentEntry<'info'> | null

beforeAll(async () => {
  process.env.CONTENT_DIR = await writeContentDir({
    'info/notre-vision.fr.md': page(VALID_FRONTMATTER.info, BODY),
    'info/notre-vision.en.md': page(VALID_FRONTMATTER.info, 'Text.\n'),
  })
  entry = await getEntry('info', 'notre-vision', 'fr')
})

afterAll(async () => {
  delete process.env.CONTENT_DIR
  await removeContentDirs()
})

describe('images in Markdown', () => {
  it('load lazily, with the size of their file in public/', () => {
    expect(entry?.html).toContain(
      '<img src="/images/pages/theme-eau.svg" alt="Plan du forage" loading="lazy" decoding="async" width="1200" height="675">',
    )
  })

  it('load lazily without a size when there is no file of the site to read it from', () => {
    const images = entry?.html.match(/<img\b[^>]*>/g) ?? []
    expect(images).toHaveLength(4)
    for (const image of images.slice(1)) {
      expect(image).toContain('loading="lazy"')
      expect(image).not.toContain('width=')
    }
  })
})
