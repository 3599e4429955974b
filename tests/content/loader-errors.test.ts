import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ContentError,
  getEntry,
  getSettings,
  listSlugs,
  validateAllContent,
} from '../../src/node/data/content'
import {
  VALID_FRONTMATTER,
  page,
  rejectionOf,
  restoreContentDirAfterEach,
  twins,
  validContentFiles,
  useContent,
} from './fixtures'

restoreContentDirAfterEach()

function withField(collection: keyof typeof VALID_FRONTMATTER, field: string, line: string | null): string {
  const lines = VALID_FRONTMATTER[collection].split('\n').filter((l) => !l.startsWith(`${field}:`))
  return [...lines, ...(line === null ? [] : [line])].join('\n')
}

describe('frontmatter validation', () => {
  it('names the file and the field of an unknown icon, listing the allowed names', async () => {
    await useContent({
      'info/notre-vision.fr.md': page(VALID_FRONTMATTER.info),
      'info/notre-vision.en.md': page(withField('info', 'icon', 'icon: Eye')),
    })
    const error = await rejectionOf(getEntry('info', 'notre-vision', 'en'))
    expect(error).toBeInstanceOf(ContentError)
    expect(error.message).toContain(
      'content/info/notre-vision.en.md: frontmatter field "icon": expected one of Home, ScrollText, Droplets,',
    )
    expect(error.message).toContain('HeartHandshake')
    expect(error.message).not.toContain('notre-vision.fr.md')
  })

  it('uses the path relative to the repo root when the content folder is inside it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'ahb-repo-'))
    const previous = process.cwd()
    try {
      await mkdir(path.join(root, 'content', 'info'), { recursive: true })
      await mkdir(path.join(root, 'public', 'images', 'pages'), { recursive: true })
      await writeFile(path.join(root, 'public', 'images', 'pages', 'info-vision.svg'), '<svg/>')
      await writeFile(path.join(root, 'content', 'info', 'notre-vision.fr.md'), page(VALID_FRONTMATTER.info))
      await writeFile(
        path.join(root, 'content', 'info', 'notre-vision.en.md'),
        page(withField('info', 'icon', 'icon: Eye')),
      )
      delete process.env.CONTENT_DIR
      process.chdir(root)
      const error = await rejectionOf(listSlugs('info'))
      expect(error.message).toMatch(
        /^content\/info\/notre-vision\.en\.md: frontmatter field "icon": expected one of Home, ScrollText, /,
      )
    } finally {
      process.chdir(previous)
      await rm(root, { recursive: true, force: true })
    }
  })

  it('reports a missing required field', async () => {
    await useContent(twins('themes', 'acces-a-leau-potable', withField('themes', 'title', null)))
    const error = await rejectionOf(listSlugs('themes'))
    expect(error.message).toContain(
      'content/themes/acces-a-leau-potable.fr.md: frontmatter field "title": is required',
    )
    expect(error.message).toContain(
      'content/themes/acces-a-leau-potable.en.md: frontmatter field "title": is required',
    )
  })

  it('reports a misspelt field as unknown', async () => {
    await useContent(twins('projects', 'projets-sante', `${VALID_FRONTMATTER.projects}\ntitre: Santé`))
    const error = await rejectionOf(listSlugs('projects'))
    expect(error.message).toContain(
      'content/projects/projets-sante.fr.md: frontmatter field "titre": unknown field',
    )
  })

  it('rejects a date that is not an ISO date, a bad colour and a bad gradient', async () => {
    await useContent({
      ...twins('news', '2', withField('news', 'date', 'date: 12/05/2025')),
      ...twins('projects', 'projets-sante', withField('projects', 'color', 'color: rouge')),
      ...twins('themes', 'acces-a-leau-potable', withField('themes', 'gradient', 'gradient: bleu')),
    })
    expect((await rejectionOf(listSlugs('news'))).message).toContain(
      'content/news/2.fr.md: frontmatter field "date": doit être une date comme 2024-05-02',
    )
    expect((await rejectionOf(listSlugs('projects'))).message).toContain(
      'content/projects/projets-sante.en.md: frontmatter field "color": doit être une couleur en hexadécimal',
    )
    expect((await rejectionOf(listSlugs('themes'))).message).toContain(
      'frontmatter field "gradient": expected one of from-sky-500 to-blue-700, from-sky-500 to-indigo-700',
    )
  })

  it('names the nested field of a publication item', async () => {
    const bad = VALID_FRONTMATTER.publications.replace('        icon: Zap', '        icon: Lightning')
    await useContent(twins('publications', 'rapport-impact-2024', bad))
    const error = await rejectionOf(listSlugs('publications'))
    expect(error.message).toContain(
      'content/publications/rapport-impact-2024.fr.md: frontmatter field "sections[0].items[1].icon": expected one of',
    )
  })

  it('rejects an image that does not exist in the public folder', async () => {
    const missing = withField('info', 'image', 'image: /images/pages/absente.svg')
    await useContent(twins('info', 'le-president', missing))
    const error = await rejectionOf(listSlugs('info'))
    expect(error.message).toContain(
      'content/info/le-president.fr.md: frontmatter field "image": public/images/pages/absente.svg does not exist',
    )
  })

  it('requires language-independent fields to agree between the two versions', async () => {
    await useContent({
      'themes/acces-a-leau-potable.fr.md': page(VALID_FRONTMATTER.themes),
      'themes/acces-a-leau-potable.en.md': page(withField('themes', 'order', 'order: 4')),
    })
    const error = await rejectionOf(listSlugs('themes'))
    expect(error.message).toContain(
      'content/themes/acces-a-leau-potable.en.md: frontmatter field "order": must be the same as in ' +
        'acces-a-leau-potable.fr.md (1), found 4',
    )
  })
})

describe('file problems', () => {
  it('names the file with broken YAML and the line', async () => {
    await useContent({
      'news/1.fr.md': '---\ntitle: Six forages\ndescription: [non fermé\n---\n\nTexte.\n',
      'news/1.en.md': page(VALID_FRONTMATTER.news),
    })
    const error = await rejectionOf(getEntry('news', '1', 'en'))
    expect(error).toBeInstanceOf(ContentError)
    expect(error.message).toMatch(/content\/news\/1\.fr\.md: broken YAML at line \d+, column \d+: /)
  })

  it('reports the right line of a YAML error', async () => {
    await useContent({
      'news/1.fr.md': '---\ntitle: Six forages\ndescription: Une phrase.\n  image: x\n---\n\nTexte.\n',
      'news/1.en.md': page(VALID_FRONTMATTER.news),
    })
    const error = await rejectionOf(listSlugs('news'))
    expect(error.message).toContain('content/news/1.fr.md: broken YAML at line 4,')
  })

  it('names the missing twin', async () => {
    await useContent({ 'themes/moderniser-le-cadre-de-vie.fr.md': page(VALID_FRONTMATTER.themes) })
    const error = await rejectionOf(listSlugs('themes'))
    expect(error.message).toContain('content/themes/moderniser-le-cadre-de-vie.en.md: missing')
    expect(error.message).toContain('found ')
  })

  it('names a file without frontmatter, a badly named file and a news file that is not a number', async () => {
    await useContent({
      'info/nos-objectifs.fr.md': '## Sans frontmatter\n',
      'info/nos-objectifs.en.md': page(VALID_FRONTMATTER.info),
      'info/notre-vision.de.md': page(VALID_FRONTMATTER.info),
      ...twins('news', 'premiere'),
    })
    const info = await rejectionOf(listSlugs('info'))
    expect(info.message).toContain(
      'content/info/nos-objectifs.fr.md: the file must start with a YAML frontmatter block',
    )
    expect(info.message).toContain('content/info/notre-vision.de.md: unexpected name')
    const news = await rejectionOf(listSlugs('news'))
    expect(news.message).toContain('content/news/premiere.fr.md: news files are named by their number')
  })

  it('rejects an empty body and a level-1 heading', async () => {
    await useContent({
      'themes/acces-a-leau-potable.fr.md': page(VALID_FRONTMATTER.themes, '   \n'),
      'themes/acces-a-leau-potable.en.md': page(VALID_FRONTMATTER.themes, '# A second title\n\nText.\n'),
    })
    const error = await rejectionOf(listSlugs('themes'))
    expect(error.message).toContain(
      'content/themes/acces-a-leau-potable.fr.md: the page has no text after its frontmatter',
    )
    expect(error.message).toContain(
      'content/themes/acces-a-leau-potable.en.md: heading "A second title" is a level-1 heading',
    )
  })

  it('names a missing collection folder', async () => {
    await useContent(twins('news', '1'))
    const error = await rejectionOf(listSlugs('info'))
    expect(error.message).toMatch(/content\/info\/: the folder is missing$/)
  })
})

describe('settings validation', () => {
  it('rejects a footer link that is not a site path', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '').replace('      href: /documents', "      href: '#'")
    await useContent({ ...files, 'settings.yaml': settings })
    const error = await rejectionOf(getSettings())
    expect(error.message).toMatch(
      /content\/settings\.yaml: field "footer\.resources\[1\]\.href": doit être un chemin du site sans \/fr ni \/en/,
    )
  })

  it('rejects a language-prefixed footer path, an old 8-digit phone and a missing English text', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '')
      .replace('      href: /carriere', '      href: /fr/carriere')
      .replace("phone: '+229 01 97 45 32 18'", "phone: '+229 97 45 32 18'")
      .replace('  en: Together for clean water, health and dignity for families across Benin\n', '')
    await useContent({ ...files, 'settings.yaml': settings })
    const error = await rejectionOf(getSettings())
    expect(error.message).toContain(
      'content/settings.yaml: field "footer.association[4].href": doit être un chemin du site',
    )
    expect(error.message).toContain(
      'content/settings.yaml: field "contact.phone": doit être un numéro du Bénin',
    )
    expect(error.message).toContain('content/settings.yaml: field "banner.en": is required')
  })

  it('rejects a mistyped IBAN, a short BIC and a hosted card checkout without its address', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '')
      .replace('iban: BJ78 BJ25 1010 3200 3615 8429 0748', 'iban: BJ78 BJ25 1010 3200 3615 8429 0749')
      .replace('bic: BSOLBJBJ', 'bic: BSOLBJ')
      .replace('  provider: none', '  provider: hosted-checkout\n  providerName: PayProvider')
    await useContent({ ...files, 'settings.yaml': settings })
    const error = await rejectionOf(getSettings())
    expect(error.message).toContain(
      'content/settings.yaml: field "bankTransfer.iban": a des chiffres de contrôle qui ne correspondent pas',
    )
    expect(error.message).toContain(
      'content/settings.yaml: field "bankTransfer.bic": doit être un code BIC (SWIFT)',
    )
    expect(error.message).toContain(
      'content/settings.yaml: field "cardPayment.checkoutUrl": est requis avec hosted-checkout',
    )
  })

  it('names the settings file when its YAML is broken, with the line', async () => {
    const files = await validContentFiles()
    await useContent({ ...files, 'settings.yaml': 'organisation:\n  shortName: AHB\n mobileMoney: [\n' })
    const error = await rejectionOf(getSettings())
    expect(error.message).toMatch(/content\/settings\.yaml: broken YAML at line 3, column \d+: /)
    expect(error.message).toContain(
      'content/settings.yaml: broken YAML at line 3, column 1: All mapping items must start at the same column',
    )
    // One line: the parser's copy of the YAML around the error is left out.
    expect(error.message).not.toContain('shortName: AHB')
  })

  it('names a repeated settings key with its line and column', async () => {
    const files = await validContentFiles()
    const settings = `${files['settings.yaml'] ?? ''}\nbanner:\n  fr: Encore\n  en: Again\n`
    await useContent({ ...files, 'settings.yaml': settings })
    const error = await rejectionOf(getSettings())
    const line = settings.split('\n').lastIndexOf('banner:') + 1
    expect(error.message).toContain(
      `content/settings.yaml: broken YAML at line ${line}, column 1: Map keys must be unique`,
    )
  })

  it('names a missing settings file', async () => {
    const files = await validContentFiles()
    delete files['settings.yaml']
    await useContent(files)
    expect((await rejectionOf(getSettings())).message).toMatch(
      /content\/settings\.yaml: the file is missing$/,
    )
  })

  it('rejects a USSD code listed twice', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '').replace("ussd: '*155#'", "ussd: '*126#'")
    await useContent({ ...files, 'settings.yaml': settings })
    expect((await rejectionOf(getSettings())).message).toContain(
      'content/settings.yaml: field "mobileMoney[1]": le code USSD « *126# » figure deux fois',
    )
  })

  it('names a document whose file is not in public/documents, on its line', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '').replace(
      'fr: /documents/statuts-ahb.pdf',
      'fr: /documents/absent.pdf',
    )
    await useContent({ ...files, 'settings.yaml': settings })
    const error = (await rejectionOf(getSettings())) as ContentError
    expect(error.message).toContain(
      'content/settings.yaml: field "documents[0].files.fr": public/documents/absent.pdf does not exist',
    )
    expect(error.problems[0]?.line).toBe(
      settings.split('\n').findIndex((line) => line.includes('/documents/absent.pdf')) + 1,
    )
  })

  it('refuses a fact name that is no fact, in the settings and in a page', async () => {
    const files = await validContentFiles()
    const settings = (files['settings.yaml'] ?? '').replace("'{{fact:communes}}'", "'{{fact:villages}}'")
    await useContent({ ...files, 'settings.yaml': settings })
    expect((await rejectionOf(getSettings())).message).toContain("« villages » n'est pas un fait")
    const page = `${files['info/notre-vision.fr.md'] ?? ''}\nDepuis {{fact:fondation}}.\n`
    await useContent({ ...files, 'info/notre-vision.fr.md': page })
    expect((await rejectionOf(validateAllContent())).message).toContain(
      'content/info/notre-vision.fr.md: "{{fact:fondation}}" names no fact',
    )
  })
})

describe('validateAllContent', () => {
  it('passes on a complete, valid content folder', async () => {
    await useContent(await validContentFiles())
    await expect(validateAllContent()).resolves.toBeUndefined()
  })

  it('throws one ContentError listing every problem of every collection and of the settings', async () => {
    const files = await validContentFiles()
    delete files['themes/acces-a-leau-potable.en.md']
    files['info/notre-vision.en.md'] = page(withField('info', 'icon', 'icon: Eye'))
    files['settings.yaml'] = (files['settings.yaml'] ?? '').replace(
      "fundedProjects: '{{count:projects}}'",
      "fundedProjects: '{{count:villages}}'",
    )
    await useContent(files)
    const error = await rejectionOf(validateAllContent())
    expect(error).toBeInstanceOf(ContentError)
    const problems = (error as ContentError).problems
    expect(problems).toHaveLength(3)
    expect(error.message).toMatch(/^3 content problems:\n- /)
    expect(error.message).toContain('content/themes/acces-a-leau-potable.en.md: missing')
    expect(error.message).toContain('content/info/notre-vision.en.md: frontmatter field "icon"')
    expect(error.message).toContain(
      'content/settings.yaml: field "keyFigures.fundedProjects": « villages » n\'est pas un compte : l\'un de projects, partners, documents',
    )
  })
})

describe('caching', () => {
  it('reads a collection once per process and content folder', async () => {
    const dir = await useContent(twins('news', '1'))
    const first = await getEntry('news', '1', 'fr')
    await writeFile(path.join(dir, 'news', '2.fr.md'), page(VALID_FRONTMATTER.news))
    expect(await getEntry('news', '1', 'fr')).toBe(first)
    expect(await listSlugs('news')).toEqual(['1'])
  })

  it('does not keep a failed load, so a fixed file is read again', async () => {
    const dir = await useContent({ 'news/1.fr.md': page(VALID_FRONTMATTER.news) })
    await expect(listSlugs('news')).rejects.toThrow('content/news/1.en.md: missing')
    await writeFile(path.join(dir, 'news', '1.en.md'), page(VALID_FRONTMATTER.news))
    await expect(listSlugs('news')).resolves.toEqual(['1'])
  })
})
