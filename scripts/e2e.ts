/**
 * `npm run test:e2e`: builds the site from a fresh reference back-end (temporary database), then runs the
 * Playwright suite in Debian's Chromium against the built site served with that back-end.
 * E2E_SKIP_BUILD=1 reuses the last e2e build (for quick local reruns); E2E_DIR chooses its folder.
 * `--build-only` stops after the build (`npm test` builds while the unit tests run, then runs the suite).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { isolatedBuildEnv } from './lib/isolated-build'

// Everything of the run lives in one folder (E2E_DIR), so it never touches dist/ or the developer's data.
const root = path.resolve(process.env.E2E_DIR ?? '.cache/e2e')
const env = isolatedBuildEnv(root)
const args = process.argv.slice(2)
const buildOnly = args.includes('--build-only')

function run(command: string[]): void {
  const result = spawnSync(process.execPath, command, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!process.env.E2E_SKIP_BUILD || !existsSync(path.join(env.DIST_DIR, '404.html'))) {
  // A fresh database, snapshots and site for every run: tests post comments and add articles.
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  run(['--import', 'tsx', 'scripts/build.ts'])
}
if (!buildOnly) run(['node_modules/@playwright/test/cli.js', 'test', ...args])
