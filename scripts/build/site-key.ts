import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { readSnapshotFile } from '../../src/node/data/snapshots'
import { buildYear } from '../../src/shared/lib/build-date'
import { SNAPSHOT_NAMES } from '../../src/shared/schemas/endpoints'
import { contentHash, filesOf } from './folder-files'

/**
 * The key of everything a build makes the site from (docs/architecture.md#an-unchanged-rebuild): the snapshots'
 * data, the stored images, `content/`, the code and its libraries, the settings fixed into the site,
 * the year of the footer, and the site folder. A build whose key is the previous complete build's would make
 * the same site, so it stops there, reading no page.
 */

/** The project's files a site is made from: its code and scripts, static files, configuration, libraries. */
const CODE_INPUTS = [
  'src',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** Settings the site's code reads while building, besides the VITE_* values fixed into the bundles. */
const SITE_SETTINGS = [
  'NODE_ENV',
  'PRERENDER_ONLY',
  'SITE_URL',
  'PUBLIC_API_URL',
  'PREVIEW',
  'SERVICE_WORKER',
  'CMS_AUTH_URL',
  'REPOSITORY_URL',
  'REPOSITORY_BRANCH',
  'GITHUB_SERVER_URL',
  'GITHUB_REPOSITORY',
]

export interface SiteInputs {
  site: string
  snapshotDir: string
  mediaDir: string
  contentDir: string
}

export async function siteInputsKey(inputs: SiteInputs): Promise<string> {
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || SITE_SETTINGS.includes(name))
    .sort(([a], [b]) => a.localeCompare(b))
  const hash = createHash('sha256')
    .update(JSON.stringify({ site: path.resolve(inputs.site), settings, year: buildYear() }))
    .update('\0')
    .update(await contentHash([...CODE_INPUTS, inputs.contentDir], ''))
  // The data only: a pull stamps every snapshot with its time, and the comments with their fetches.
  for (const name of SNAPSHOT_NAMES) {
    const snapshot = await readSnapshotFile(inputs.snapshotDir, name)
    hash.update(`\0${name}\0`).update(snapshot ? JSON.stringify(snapshot.data) : '-')
  }
  // The images by name, size and time: one the pipeline stores again under its name is another file.
  hash.update('\0media\0')
  for (const file of await filesOf(inputs.mediaDir)) {
    const info = await stat(path.join(inputs.mediaDir, file))
    hash.update(`${file}\0${info.size}\0${Math.trunc(info.mtimeMs)}\n`)
  }
  return hash.digest('base64url')
}
