/**
 * `npm run vnu [-- --sample] [dist]`: the W3C Nu Html Checker (vnu-jar, which needs Java 11 or later) over the
 * built pages, errors only; exits 1 when it finds any (docs/architecture.md#html-validity). Every page by
 * default (the nightly); `--sample` checks one page of each page type in each language (`npm test`), in the
 * same single Java run, which costs most of the time.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** The pages of the site: not the CMS (a third-party app) nor the root's redirects. */
function sitePages(dist: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'admin' && dir === dist ? [] : walk(full)
      return entry.name.endsWith('.html') ? [full] : []
    })
  return walk(dist).sort()
}

/**
 * One page per page type: a page alone in its folder is a type of its own (`fr/don.html`); the pages of a
 * folder share one (`fr/actualite/*.html`, the articles), and the first stands for them.
 */
function samplePages(dist: string, pages: readonly string[]): string[] {
  const byType = new Map<string, string>()
  for (const page of pages) {
    const relative = path.relative(dist, page)
    const type = relative.split(path.sep).length > 2 ? path.dirname(relative) : relative
    if (!byType.has(type)) byType.set(type, page)
  }
  return [...byType.values()]
}

const args = process.argv.slice(2)
const dist = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.DIST_DIR ?? 'dist')
const all = sitePages(dist)
const pages = args.includes('--sample') ? samplePages(dist, all) : all
if (pages.length === 0) {
  console.error(`No page to check in ${dist}: build the site first.`)
  process.exit(1)
}
const started = performance.now()
const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'gnu', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
if (result.error) {
  console.error(`The HTML checker could not start (it needs Java): ${result.error.message}`)
  process.exit(1)
}
const errors = `${result.stdout}${result.stderr}`.split('\n').filter(Boolean)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
for (const error of errors) console.error(error.replace(`file:${dist}${path.sep}`, ''))
console.log(`HTML check: ${errors.length} error(s) in ${pages.length} of ${all.length} pages (${seconds} s).`)
process.exit(result.status === 0 && errors.length === 0 ? 0 : 1)
