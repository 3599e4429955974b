import { developmentNotice, resolveOptions } from './config'
import { startApiServer } from './start'

/** Runs the reference back-end on its own: PORT (default 8000) and HOST (default 127.0.0.1). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${process.env.PORT}`)
  const host = process.env.HOST || '127.0.0.1'
  const started = Date.now()
  const server = await startApiServer({ port, host })
  console.log(`API listening on ${server.url} (ready in ${Date.now() - started} ms)`)
  const options = resolveOptions()
  console.log(`Data folder: ${options.dataDir}`)
  const notice = developmentNotice(options)
  if (notice) console.warn(notice)

  const stop = (signal: string): void => {
    console.log(`${signal} received, stopping`)
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((cause: unknown) => {
  console.error(cause)
  process.exit(1)
})
