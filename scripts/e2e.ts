/**
 * `npm run test:e2e`: builds the site from a fresh reference back-end (temporary database), then runs the
 * Playwright suite in Debian's Chromium against the built site served with that back-end.
 * E2E_SKIP_BUILD=1 reuses the last e2e build (for quick local reruns).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve('.cache/e2e')
const env = {
  ...process.env,
  AHB_DATA_DIR: path.join(root, 'data'),
  SNAPSHOT_DIR: path.join(root, 'snapshots'),
  MEDIA_DIR: path.join(root, 'media'),
  API_URL: '',
  PUBLIC_API_URL: '',
}

function run(args: string[]): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!process.env.E2E_SKIP_BUILD || !existsSync('dist/404.html')) {
  mkdirSync(root, { recursive: true })
  run(['--import', 'tsx', 'scripts/build.ts'])
}
run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)])
