import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { annotation, reportLines } from '../../scripts/lib/content-report'
import { ContentError, validateAllContent } from '../../src/node/data/content'
import { yamlLocator } from '../../src/node/data/yaml-lines'
import {
  VALID_FRONTMATTER,
  page,
  rejectionOf,
  restoreContentDirAfterEach,
  validContentFiles,
  useContent,
  writeContentDir,
} from '../content/fixtures'

restoreContentDirAfterEach()

async function problemsOf(files: Record<string, string>) {
  await useContent(files)
  const error = await rejectionOf(validateAllContent())
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}

describe('yamlLocator', () => {
  const text = [
    'title: Rapport',
    'sections:',
    '  - title: Eau',
    '    items:',
    '      - title: Onze',
    '        icon: Zap',
  ].join('\n')

  it('finds the line of a field, of a nested field and of a list item', () => {
    const locate = yamlLocator(text)
    expect(locate(['title'])).toBe(1)
    expect(locate(['sections'])).toBe(2)
    expect(locate(['sections', 0])).toBe(3)
    expect(locate(['sections', 0, 'items', 0, 'icon'])).toBe(6)
  })

  it('points a missing field at the object that should hold it, and adds the offset', () => {
    expect(yamlLocator(text)(['sections', 0, 'description'])).toBe(3)
    expect(yamlLocator(text, 1)(['title'])).toBe(2)
    expect(yamlLocator('')(['title'])).toBeUndefined()
  })
})

describe('content problems carry the line of the field', () => {
  it('an unknown icon in an info page: the line of "icon" in that file', async () => {
    const files = await validContentFiles()
    files['info/notre-vision.fr.md'] = page(
      VALID_FRONTMATTER.info.replace('icon: HeartHandshake', 'icon: Eye'),
    )
    const [only, ...rest] = await problemsOf(files)
    expect(rest).toEqual([])
    // Line 1 is the opening ---; icon is the fourth field of the frontmatter.
    expect(only).toMatchObject({
      file: expect.stringMatching(/content\/info\/notre-vision\.fr\.md$/),
      line: 5,
    })
    expect(only?.text).toContain('frontmatter field "icon": expected one of Home,')
  })

  it('a misspelt field, a missing field, a nested field and a twin that disagrees', async () => {
    const files = await validContentFiles()
    files['info/notre-vision.fr.md'] = page(`${VALID_FRONTMATTER.info}\ntitel: Vision`)
    files['themes/acces-a-leau-potable.fr.md'] = page(
      VALID_FRONTMATTER.themes.replace('title: Accès à l’eau\n', ''),
    )
    files['projects/projets-acces-eau.en.md'] = page(
      VALID_FRONTMATTER.projects.replace("color: '#0e7490'", "color: '#0e7491'"),
    )
    files['publications/rapport-impact-2024.en.md'] = page(
      VALID_FRONTMATTER.publications.replace('        icon: Zap', '        icon: Lightning'),
    )
    const problems = await problemsOf(files)
    const lineOf = (text: string) => problems.find((p) => p.text.includes(text))?.line
    expect(lineOf('notre-vision.fr.md: frontmatter field "titel": unknown field')).toBe(7)
    // A missing top-level field points at the first field of the frontmatter.
    expect(lineOf('acces-a-leau-potable.fr.md: frontmatter field "title": is required')).toBe(2)
    expect(lineOf('projets-acces-eau.en.md: frontmatter field "color": must be the same')).toBe(6)
    expect(lineOf('frontmatter field "sections[0].items[1].icon"')).toBe(14)
  })

  it('a settings field: its line in settings.yaml', async () => {
    const files = await validContentFiles()
    const settings = files['settings.yaml'] ?? ''
    const broken = settings.replace("fundedProjects: '{{count:projects}}'", 'fundedProjects: -3')
    expect(broken).not.toBe(settings)
    files['settings.yaml'] = broken
    const [only] = await problemsOf(files)
    const expected = settings.split('\n').findIndex((line) => line.startsWith('  fundedProjects:')) + 1
    expect(only).toMatchObject({ line: expected })
  })
})

describe('annotations', () => {
  it('is a GitHub workflow command on the file and line, the message naming the field', () => {
    expect(
      annotation({
        file: 'content/info/notre-vision.fr.md',
        line: 6,
        text: 'content/info/notre-vision.fr.md: frontmatter field "icon": expected one of Home, Droplets',
      }),
    ).toBe(
      '::error file=content/info/notre-vision.fr.md,line=6,' +
        'title=Content to fix in content/info/notre-vision.fr.md' +
        '::frontmatter field "icon": expected one of Home, Droplets',
    )
  })

  it('escapes what would end a property or the message, and leaves out an unknown line', () => {
    expect(annotation({ file: 'content/a,b:c.md', text: 'content/a,b:c.md: 100% wrong\nnext' })).toBe(
      '::error file=content/a%2Cb%3Ac.md,title=Content to fix in content/a%2Cb%3Ac.md::100%25 wrong%0Anext',
    )
  })

  it('the build prints the plain message, plus annotations in GitHub Actions only', () => {
    const error = new ContentError([
      { file: 'content/news/1.fr.md', line: 3, text: 'content/news/1.fr.md: x' },
    ])
    expect(reportLines(error, {})).toEqual(['content/news/1.fr.md: x'])
    expect(reportLines(error, { GITHUB_ACTIONS: 'true' })).toEqual([
      'content/news/1.fr.md: x',
      '::error file=content/news/1.fr.md,line=3,title=Content to fix in content/news/1.fr.md::x',
    ])
    expect(reportLines(new Error('other'), { GITHUB_ACTIONS: 'true' })).toEqual(['other'])
  })

  it('npm run validate prints the annotation of a broken info page and fails', async () => {
    const files = await validContentFiles()
    files['info/notre-vision.fr.md'] = page(
      VALID_FRONTMATTER.info.replace('icon: HeartHandshake', 'icon: Eye'),
    )
    const dir = await writeContentDir(files)
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join('scripts', 'validate-content.ts')],
      { env: { ...process.env, CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' }, encoding: 'utf8' },
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('frontmatter field "icon": expected one of')
    expect(run.stderr).toMatch(
      /^::error file=.*notre-vision\.fr\.md,line=5,title=.*::frontmatter field "icon"/m,
    )
  })
})
