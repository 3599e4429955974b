import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexedPart, spacedForIndex, writeSearchIndex } from '../../scripts/build/search-index'
import { headersFile } from '../../scripts/build/security-headers'
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file'
import { searchBodyAttributes, searchSectionOf } from '../../src/shared/search/sections'

function page(lang: string, main: string, head = ''): string {
  return `<!doctype html><html lang="${lang}"><head><title>t</title>${head}</head><body>
<header><form role="search"><input name="search"></form><a href="/">Ouidah in the top bar</a></header>${main}
<footer>Ouidah in the footer</footer></body></html>`
}

function main(section: string | null, body: string): string {
  const attributes = Object.entries(
    searchBodyAttributes(section ? searchSectionOf({ search: section }) : undefined),
  )
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')
  return `<main id="main"${attributes}>${body}</main>`
}

describe('sections of the site-wide search', () => {
  it('come from a route handle, unknown values ignored', () => {
    expect(searchSectionOf({ areas: [], search: 'news' })).toBe('news')
    expect(searchSectionOf({ areas: [] })).toBeUndefined()
    expect(searchSectionOf({ search: 'home' })).toBeUndefined()
    expect(searchSectionOf(null)).toBeUndefined()
  })

  it('mark an indexed <main> with its section, and nothing else', () => {
    expect(searchBodyAttributes('projects')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'section:projects',
    })
    expect(searchBodyAttributes(undefined)).toEqual({})
  })
})

describe('the search index written after the build', () => {
  let dist: string
  let pages: number

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'search-index-'))
    const files: Record<string, string> = {
      'fr/actualite/forage.html': page(
        'fr',
        main(
          'news',
          '<nav>Accueil › Ouidah</nav><h1>Un forage à Ouidah</h1><p>Le village a de l’eau.</p><form>Ouidah</form>' +
            '<div class="flex"><span>Eau potable</span><time>12 mars 2026</time></div>' +
            '<section data-pagefind-ignore=""><h2>À lire aussi</h2><span>Santé communautaire</span></section>',
        ),
      ),
      'en/actualite/forage.html': page(
        'en',
        main('news', '<h1>A borehole in Ouidah</h1><p>Water at last.</p>'),
      ),
      'fr/projet/sante.html': page('fr', main('projects', '<h1>Santé</h1><p>Centres de santé.</p>')),
      // Not content: the home page and lists carry no section.
      'fr.html': page('fr', main(null, '<h1>Accueil</h1><p>Ouidah et Parakou.</p>')),
      // A content screen whose content was missing.
      'fr/projet/absent.html': page(
        'fr',
        main('projects', '<h1>Projet introuvable</h1>'),
        '<meta name="robots" content="noindex">',
      ),
      'fr/404.html': page('fr', main(null, '<h1>Page introuvable</h1>')),
    }
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
      await writeFile(path.join(dist, file), html)
    }
    pages = (await writeSearchIndex(dist)).pages ?? 0
  }, 60_000)

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true })
  })

  it('indexes the content pages only, one index per language', async () => {
    expect(pages).toBe(3)
    const entry = JSON.parse(await readFile(path.join(dist, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>
    }
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'fr'])
    expect(entry.languages.fr!.page_count).toBe(2)
    expect(entry.languages.en!.page_count).toBe(1)
  })

  it('keeps only what the site loads: the script, its worker, the index, the languages’ WebAssembly', async () => {
    const names = await readdir(path.join(dist, 'pagefind'))
    expect(names).toContain('pagefind.js')
    expect(names).toContain('pagefind-worker.js')
    expect(names.filter((name) => name.startsWith('wasm.')).sort()).toEqual([
      'wasm.en.pagefind',
      'wasm.fr.pagefind',
    ])
    expect(names.filter((name) => /ui|highlight/.test(name))).toEqual([])
    expect(names).toEqual(expect.arrayContaining(['fragment', 'index', 'filter']))
  })

  it('stores each page under its clean URL, with its section', async () => {
    // Fragments are gzipped JSON (after a short signature): read them back with the page's URL and filters.
    const { gunzipSync } = await import('node:zlib')
    const dir = path.join(dist, 'pagefind/fragment')
    const fragments = await Promise.all(
      (await readdir(dir)).map(async (name) => {
        const data = gunzipSync(await readFile(path.join(dir, name)))
        return JSON.parse(data.subarray(data.indexOf('{')).toString('utf8')) as {
          url: string
          content: string
          filters: Record<string, string[]>
        }
      }),
    )
    const byUrl = Object.fromEntries(fragments.map((fragment) => [fragment.url, fragment]))
    expect(Object.keys(byUrl).sort()).toEqual([
      '/en/actualite/forage',
      '/fr/actualite/forage',
      '/fr/projet/sante',
    ])
    expect(byUrl['/fr/actualite/forage']!.filters).toEqual({ section: ['news'] })
    expect(byUrl['/fr/projet/sante']!.filters).toEqual({ section: ['projects'] })
    // The <main> only, without its breadcrumbs or forms.
    const content = byUrl['/fr/actualite/forage']!.content
    expect(content).toContain('Un forage à Ouidah')
    expect(content).not.toMatch(/top bar|footer|Accueil ›/)
    expect(content.match(/Ouidah/g)).toHaveLength(1)
    // Blocks apart on the page are apart in the text; other pages' cards (data-pagefind-ignore) are not in it.
    expect(content).toMatch(/Eau potable\s+12 mars 2026/)
    expect(content).not.toContain('Santé communautaire')
  })
})

describe('the page as the index reads it', () => {
  it('has a space between one element and the next, and nothing else changed', () => {
    expect(spacedForIndex('<p><span>Santé communautaire</span><time>13 octobre 2026</time></p>')).toBe(
      '<p><span>Santé communautaire</span> <time>13 octobre 2026</time></p>',
    )
    expect(spacedForIndex('<p>l’<abbr>AHB</abbr>, 1<sup>er</sup> mai</p>')).toBe(
      '<p>l’<abbr>AHB</abbr>, 1<sup>er</sup> mai</p>',
    )
  })
})

describe('what Pagefind is sent of a page', () => {
  const indexed = main('news', '<h1>Un forage</h1><p>De l’eau.</p>')

  it('is the indexed <main> in the page’s <html> start tag, with its title', () => {
    expect(indexedPart(page('fr', indexed, '<style>.a{color:red}</style>'))).toBe(
      `<!doctype html><html lang="fr"><head><title>t</title></head><body>${indexed}</body></html>`,
    )
  })

  it('is the whole page when Pagefind would read something outside <main>', () => {
    for (const outside of [
      '<meta data-pagefind-meta="image:/a.jpg">',
      '<h1>Titre</h1>',
      '<img src="/a.jpg" alt="">',
    ]) {
      const whole = page('fr', indexed, outside)
      expect(indexedPart(whole)).toBe(whole)
    }
    const unmarked = page('fr', main(null, '<h1>Accueil</h1>'))
    expect(indexedPart(unmarked)).toBe(unmarked)
  })
})

describe('the search index as served', () => {
  const rules = parseHeadersFile(headersFile({ apiOrigin: '' }))

  it('keeps the chunks named after their content for good, and revalidates the script and entry', () => {
    for (const chunk of [
      'fragment/fr_a4cb589.pf_fragment',
      'index/en_1a30e4e.pf_index',
      'filter/fr_0b1c2d3.pf_filter',
    ])
      expect(headersFor(rules, `/pagefind/${chunk}`)['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      )
    for (const file of ['pagefind.js', 'pagefind-entry.json', 'pagefind-worker.js', 'wasm.fr.pagefind'])
      expect(headersFor(rules, `/pagefind/${file}`)['Cache-Control']).toBeUndefined()
  })

  it('is allowed by the pages’ Content-Security-Policy: WebAssembly and a same-origin worker, no eval', () => {
    const policy = headersFor(rules, '/fr/about')['Content-Security-Policy']!
    const directives = Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part]))
    expect(directives['script-src']).toBe("script-src 'self' 'wasm-unsafe-eval'")
    expect(directives['worker-src']).toBe("worker-src 'self'")
  })
})
