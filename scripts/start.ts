/**
 * `npm start`: builds the site from the reference back-end, then serves site and API together on
 * http://localhost:4173 (PORT). It says where the back-end keeps its data (AHB_DATA_DIR, by default the
 * checkout's `.cache/ahb-data`, which survives restarts), and says it is ready only once the French home page
 * has answered 200.
 */
import { spawnSync } from 'node:child_process'
import { defaultDataDir, developmentNotice, resolveOptions } from '../server/config'
import { startSiteServer } from './lib/site-server'

/** The French home page: what `/` leads a first visitor to, and a path that answers 200 itself. */
const HOME = '/fr'

console.log(`Reference back-end data (database, comments posted, images): ${defaultDataDir()}`)
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: '', PUBLIC_API_URL: '' },
})
if (build.status !== 0) process.exit(build.status ?? 1)

const port = Number(process.env.PORT ?? 4173)
const site = await startSiteServer({ distDir: 'dist', port, host: process.env.HOST || '127.0.0.1' })
const notice = developmentNotice(resolveOptions())
if (notice) console.warn(notice)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)))
}
const home = await fetch(`${site.url}${HOME}`, { redirect: 'manual' })
if (home.status !== 200) {
  console.error(`${site.url}${HOME} answered ${home.status}: the site is not ready.`)
  await site.close()
  process.exit(1)
}
console.log(
  `Ready: http://localhost:${port}${HOME} (site and API; data in ${defaultDataDir()}; Ctrl+C to stop).`,
)
