import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'

// Code comments cite the docs as `docs/<file>.md#<heading>`; the docs link one another the same way. These
// tests keep every such citation pointing at a heading that exists, so a renamed heading cannot leave stale
// references behind.

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOCS = path.join(ROOT, 'docs')
const CODE_FOLDERS = ['src', 'scripts', 'server', 'tests']
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|css|ya?ml|md)$/

interface MdNode {
  type: string
  value?: string
  depth?: number
  children?: MdNode[]
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value
  return (node.children ?? []).map(textOf).join('')
}

/** The anchors GitHub gives a Markdown file's headings (a repeated heading gets `-1`, `-2`…). */
function anchorsOf(markdown: string): Set<string> {
  const tree = unified().use(remarkParse).parse(markdown) as MdNode
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  const visit = (node: MdNode) => {
    if (node.type === 'heading') anchors.add(slugger.slug(textOf(node)))
    node.children?.forEach(visit)
  }
  visit(tree)
  return anchors
}

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

const docFiles = readdirSync(DOCS).filter((name) => name.endsWith('.md'))
const anchors = new Map(
  docFiles.map((name) => [name, anchorsOf(readFileSync(path.join(DOCS, name), 'utf8'))]),
)

interface Citation {
  from: string
  doc: string
  anchor: string
}

/** `docs/<file>.md#<anchor>` anywhere in the code's text (comments, test titles). */
function codeCitations(): Citation[] {
  const pattern = /\bdocs\/([\w-]+\.md)#([\w-]+)/g
  return CODE_FOLDERS.flatMap(filesUnder).flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(pattern)].map(([, doc, anchor]) => ({
      from: file,
      doc: doc!,
      anchor: anchor!,
    })),
  )
}

/** Markdown links with a fragment in the docs and the README: `(<file>.md#<anchor>)`, `(docs/<file>.md#<anchor>)`, `(#<anchor>)`. */
function docLinks(): Citation[] {
  const pattern = /\]\((?:(?:docs\/)?([\w-]+\.md))?#([^)\s]+)\)/g
  const sources = [...docFiles.map((name) => `docs/${name}`), 'README.md']
  return sources.flatMap((from) =>
    [...readFileSync(path.join(ROOT, from), 'utf8').matchAll(pattern)].map(([, doc, anchor]) => ({
      from,
      doc: doc ?? path.basename(from),
      anchor: anchor!,
    })),
  )
}

const unresolved = (citations: Citation[]) =>
  citations
    .filter(({ doc, anchor }) => !anchors.get(doc)?.has(anchor))
    .map(({ from, doc, anchor }) => `${from}: docs/${doc}#${anchor}`)

describe('citations of the docs', () => {
  it('gives headings the anchors GitHub gives them', () => {
    const markdown = [
      '# Build-time failure policy',
      '## About, mission and history',
      '### 404 page',
      '## Contact by e-mail',
      '## Où est « ça » ?',
      '## Retry',
      '### Retry',
    ].join('\n\n')
    expect([...anchorsOf(markdown)]).toEqual([
      'build-time-failure-policy',
      'about-mission-and-history',
      '404-page',
      'contact-by-e-mail',
      'où-est--ça--',
      'retry',
      'retry-1',
    ])
  })

  it('finds citations in the code, and each names an existing file and heading', () => {
    const citations = codeCitations()
    expect(citations.length).toBeGreaterThan(100)
    expect(unresolved(citations)).toEqual([])
  })

  it('resolves every fragment link of the docs and the README', () => {
    const links = docLinks()
    expect(links.length).toBeGreaterThan(10)
    expect(unresolved(links)).toEqual([])
  })

  it('names only files of the repository when the code or the docs cite one by its path', () => {
    // `<folder>/<file>.<ext>` in any text; a glob, a folder or a built file (`dist/…`) is not matched.
    const pattern = /\b(?:src|scripts|server|tests|docs)\/[\w./-]+\.(?:tsx?|md|css|mjs)\b/g
    // Lighthouse's own documentation, named as such, not ours (built from parts: this file is searched too).
    const external = new Set([`scripts/bench/cpu-calibration.ts -> ${'docs/'}throttling.md`])
    const sources = [...CODE_FOLDERS.flatMap(filesUnder), ...docFiles.map((name) => `docs/${name}`)]
    const cited = sources.flatMap((from) =>
      [...readFileSync(path.join(ROOT, from), 'utf8').matchAll(pattern)].map(
        ([file]) => `${from} -> ${file}`,
      ),
    )
    expect(cited.length).toBeGreaterThan(100)
    const missing = cited.filter(
      (citation) => !external.has(citation) && !existsSync(path.join(ROOT, citation.split(' -> ')[1]!)),
    )
    expect(missing).toEqual([])
  })

  it('cites no document kept outside the repository', () => {
    // Built from parts, so this file does not match the search it performs.
    const outside = new RegExp(['SP' + 'EC §', 'DESI' + 'GN'].join('|'))
    const offenders = CODE_FOLDERS.flatMap(filesUnder).filter((file) =>
      outside.test(readFileSync(path.join(ROOT, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('cites no number of a tracker the repository does not hold: the why is said, or the docs cited', () => {
    const issue = /\bissues?\s+#?\d+/i
    const sources = [
      ...CODE_FOLDERS.flatMap(filesUnder),
      ...docFiles.map((name) => `docs/${name}`),
      'README.md',
    ]
    const offenders = sources.flatMap((from) =>
      readFileSync(path.join(ROOT, from), 'utf8')
        .split('\n')
        .flatMap((line, index) => (issue.test(line) ? [`${from}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })
})
