/**
 * `npm run dev`: the reference back-end on API_PORT (default 8000), a fresh pull into the snapshots, and
 * vite-react-ssg's dev server on DEV_PORT (default 5173 or the next free port): pages rendered on request with
 * React, islands hydrated on Preact as in production, live reload (docs/islands.md#the-dev-server). API_URL uses another back-end instead.
 * `npm run dev -- --port N` is DEV_PORT=N; `--host` listens on every address (vite-react-ssg's own dev command has
 * no port option, so the port goes through DEV_PORT, which vite.config.ts reads).
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startApiServer } from '../server/index'
import { runPipeline } from './pipeline/index'

function devArgs(): { port?: string; host: boolean } {
  try {
    const { values } = parseArgs({
      options: { port: { type: 'string' }, host: { type: 'boolean', default: false } },
    })
    if (values.port !== undefined && !/^\d{1,5}$/.test(values.port))
      throw new Error(`--port takes a number, not "${values.port}"`)
    return { port: values.port, host: values.host }
  } catch (error) {
    console.error(`npm run dev: ${(error as Error).message}\nUsage: npm run dev [-- --port N] [--host]`)
    process.exit(2)
  }
}
const args = devArgs()

const given = process.env.API_URL?.trim().replace(/\/+$/, '') || undefined
const reference = given ? null : await startApiServer({ port: Number(process.env.API_PORT ?? 8000) })
const apiUrl = given ?? reference!.url
await runPipeline({ apiUrl })

const dev = spawn(
  process.execPath,
  ['node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'dev', ...(args.host ? ['--host'] : [])],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(args.port ? { DEV_PORT: args.port } : {}),
      VITE_PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? apiUrl,
      // The dev server builds no service worker: its pages run as with the kill switch (docs/offline.md#kill-switch).
      VITE_SERVICE_WORKER: 'off',
    },
  },
)
const stop = () => {
  dev.kill()
  void reference?.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
dev.on('exit', (code) => void reference?.close().then(() => process.exit(code ?? 0)))
