import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBundles, serverBundleDir } from '../../scripts/build/bundle-cache'
import { e2eRoot, isolatedBuildEnv } from '../../scripts/lib/isolated-build'
import { pagefindIndexData } from './pagefind-files'

/**
 * The incremental build (docs/architecture.md#the-build), on the sample site built from a fresh reference
 * back-end: a rebuild after one article changed renders the pages that show it and nothing else, writes only
 * their files (and the feeds and search index they feed), and leaves the same site as a full build.
 */
const root = mkdtempSync(path.join(tmpdir(), 'incremental-build-'))
const env = isolatedBuildEnv(root)
/** The end-to-end run's build, when complete (its cache holds the site's key only then). */
const e2e = isolatedBuildEnv(e2eRoot())
const fromE2e = existsSync(path.join(e2e.BUILD_CACHE_DIR, 'site.key'))

interface LastBuild {
  rendered: string[]
  changed: string[]
  removed: string[]
  /** Decided from the inputs' key, before any page was read (docs/architecture.md#an-unchanged-rebuild). */
  unchanged: boolean
}

function lastBuild(cacheDir: string): LastBuild {
  return JSON.parse(readFileSync(path.join(cacheDir, 'last-build.json'), 'utf8')) as LastBuild
}

/** The last build's report, and what it printed. */
function build(args: string[], extra: NodeJS.ProcessEnv = {}): LastBuild & { log: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    env: { ...env, ...extra },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`)
  return { ...lastBuild(env.BUILD_CACHE_DIR), log: result.stdout }
}

/**
 * The first build: the end-to-end run's when there is one (`npm test` makes it just before, from a fresh
 * back-end, as this test would: docs/architecture.md#the-test-runs-time), copied with its database, snapshots, images,
 * bundles and page keys, then built again here with a pull, which renders only what changed since (nothing
 * when the code and the data are those it was built from) and writes this folder's key; else a build of its own.
 */
async function firstBuildOf(): Promise<LastBuild> {
  if (!fromE2e) return build([])
  const report = lastBuild(e2e.BUILD_CACHE_DIR)
  for (const folder of ['DIST_DIR', 'AHB_DATA_DIR', 'SNAPSHOT_DIR', 'MEDIA_DIR', 'BUILD_CACHE_DIR'] as const)
    cpSync(e2e[folder]!, env[folder]!, { recursive: true, preserveTimestamps: true })
  rmSync(path.join(env.BUILD_CACHE_DIR, 'build.lock'), { recursive: true, force: true })
  await seedBundles(e2e.BUILD_CACHE_DIR, env.BUILD_CACHE_DIR)
  build([])
  return report
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

const pageOf = (file: string) => `/${file.replace(/\.html$/, '')}`

interface Article {
  slug: string
  title: Record<string, string>
}

const NEW_TITLE = { fr: 'Titre changé par la rédaction', en: 'Title changed by the editors' }
let firstBuild: LastBuild
let unchangedPull: LastBuild & { log: string }
let unchangedBuild: LastBuild & { log: string }
let articleBuild: LastBuild & { log: string }
let article: Article

beforeAll(async () => {
  firstBuild = await firstBuildOf()
  // The nightly rebuild: the pull again, from a back-end with nothing new.
  unchangedPull = build([])
  unchangedBuild = build(['--prerender-only'])
  // The oldest article: on the last page of the news list, far from the home page's latest articles.
  const file = path.join(env.SNAPSHOT_DIR, 'articles.json')
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { data: Article[] }
  article = snapshot.data.at(-1)!
  article.title = { ...NEW_TITLE }
  writeFileSync(file, JSON.stringify(snapshot))
  articleBuild = build(['--prerender-only'])
}, 600_000)

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  // The server bundle is built inside the project (scripts/build/bundle-cache.ts), not in the temporary folder.
  rmSync(serverBundleDir(env.BUILD_CACHE_DIR), { recursive: true, force: true })
})

describe('the incremental build', () => {
  it('renders every page the first time, and none when nothing changed', () => {
    expect(firstBuild.rendered.length).toBeGreaterThan(100)
    expect(firstBuild.unchanged).toBe(false)
    for (const same of [unchangedPull, unchangedBuild]) {
      expect({ ...same, log: '' }).toEqual({
        rendered: [],
        changed: [],
        removed: [],
        unchanged: true,
        log: '',
      })
      // Known from the inputs' key: no bundle, no page loaded or rendered, nothing synced.
      expect(same.log).toMatch(/^Nothing changed since the previous build/m)
      expect(same.log).not.toMatch(/^ {2}(bundles|pages|page list|into the site folder)\b/m)
    }
  })

  it("renders again the changed article's pages, and exactly the pages that show its title", () => {
    const showing = filesOf(env.DIST_DIR)
      .filter((file) => file.endsWith('.html') && file !== '404.html')
      .filter((file) => {
        const html = readFileSync(path.join(env.DIST_DIR, file), 'utf8')
        return html.includes(NEW_TITLE.fr) || html.includes(NEW_TITLE.en)
      })
      .map(pageOf)
      .sort()
    expect(articleBuild.unchanged).toBe(false)
    expect(articleBuild.rendered).toContain(`/fr/actualite/${article.slug}`)
    expect(articleBuild.rendered).toContain(`/en/actualite/${article.slug}`)
    expect(articleBuild.rendered).toEqual(showing)
    // The lists that show it: not every page of the site.
    expect(articleBuild.rendered.length).toBeLessThan(firstBuild.rendered.length / 4)
  })

  it('writes only the rendered pages, and the feeds and search index they feed', () => {
    const rendered = new Set(articleBuild.rendered)
    const unexpected = articleBuild.changed.filter(
      (file) =>
        !(file.endsWith('.html') && rendered.has(pageOf(file))) &&
        !/^(fr|en)\/rss\.xml$/.test(file) &&
        !file.startsWith('pagefind/'),
    )
    expect(unexpected).toEqual([])
    expect(articleBuild.changed).toContain(`fr/actualite/${article.slug}.html`)
    expect(articleBuild.removed.filter((file) => !file.startsWith('pagefind/'))).toEqual([])
  })

  // A whole prerender: on two cores beside the e2e build (npm test's other lane) it takes well over the default
  // 30 s, so it has the time the first build has.
  it('leaves the same files as a full build from the same inputs: byte for byte, the search filters by content', () => {
    const fullSite = path.join(root, 'full')
    build(['--prerender-only', '--full'], { DIST_DIR: fullSite })
    // Pagefind writes a filter's values in a different order from one run to the next for the same pages:
    // its filter files, and the two files that name them, are compared by what they say.
    const comparable = (file: string) =>
      !/^pagefind\/(filter\/|pagefind-entry\.json|pagefind\..*\.pf_meta)/.test(file)
    expect(pagefindIndexData(path.join(fullSite, 'pagefind'))).toEqual(
      pagefindIndexData(path.join(env.DIST_DIR, 'pagefind')),
    )
    const incremental = filesOf(env.DIST_DIR).filter(comparable)
    expect(filesOf(fullSite).filter(comparable)).toEqual(incremental)
    const different = incremental.filter(
      (file) => !readFileSync(path.join(env.DIST_DIR, file)).equals(readFileSync(path.join(fullSite, file))),
    )
    expect(different).toEqual([])
  }, 300_000)
})
