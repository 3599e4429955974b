/**
 * `npm start`: builds the site from the reference back-end, then serves site and API together on
 * http://localhost:4173 (PORT). The database lives outside the source tree and survives restarts.
 */
import { spawnSync } from 'node:child_process'
import { developmentNotice, resolveOptions } from '../server/config'
import { startSiteServer } from './lib/site-server'

const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: '', PUBLIC_API_URL: '' },
})
if (build.status !== 0) process.exit(build.status ?? 1)

const port = Number(process.env.PORT ?? 4173)
const site = await startSiteServer({ distDir: 'dist', port, host: process.env.HOST || '127.0.0.1' })
console.log(`Site and API at http://localhost:${port} (Ctrl+C to stop).`)
const notice = developmentNotice(resolveOptions())
if (notice) console.warn(notice)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)))
}
