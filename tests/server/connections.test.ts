import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveOptions } from '../../server/config'
import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  DEFAULT_MAX_CONNECTIONS,
  HEADERS_TIMEOUT_MS,
  SILENT_TIMEOUT_MS,
} from '../../server/http/connections'
import { startTestServer, type TestServer } from './helpers'

/** What a client holding sockets or sending unwanted bodies can cost the API, over raw TCP. */

/** Slack for timers and a loaded machine on top of the server's own limits. */
const SLACK_MS = 1_500
/** Every probe gives up after this long, so no test waits on a server that never closes. */
const PROBE_LIMIT_MS = 12_000
/** A client streaming a body stops after this much, whether or not the server closed. */
const STREAM_LIMIT_BYTES = 64 * 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 'a')
/** A Content-Length of 20 GiB, the size of the finding. */
const HUGE_LENGTH = String(20 * 1024 ** 3)

interface Probe {
  socket: Socket
  /** Everything the server sent. */
  received: () => string
  /** Milliseconds from connection to close, or undefined if the socket was still open at `limitMs`. */
  closed: (limitMs?: number) => Promise<number | undefined>
  isClosed: () => boolean
}

async function open(base: string): Promise<Probe> {
  const { hostname, port } = new URL(base)
  const socket = connect(Number(port), hostname)
  const parts: Buffer[] = []
  let closedAt: number | undefined
  socket.on('data', (chunk: Buffer) => parts.push(chunk))
  socket.on('error', () => undefined)
  const whenClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  void whenClosed.then(() => (closedAt = Date.now()))
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve)
    socket.once('close', resolve)
  })
  const start = Date.now()
  return {
    socket,
    received: () => Buffer.concat(parts).toString('latin1'),
    isClosed: () => closedAt !== undefined || socket.destroyed,
    async closed(limitMs = PROBE_LIMIT_MS) {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([whenClosed, new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))])
      clearTimeout(timer)
      if (closedAt === undefined) {
        socket.destroy()
        return undefined
      }
      return closedAt - start
    },
  }
}

function write(socket: Socket, data: string | Buffer): Promise<boolean> {
  return new Promise((resolve) => socket.write(data, (error) => resolve(!error)))
}

/**
 * Sends `head`, then body chunks (framed by `frame`) for as long as the server keeps the socket open, up to
 * STREAM_LIMIT_BYTES or PROBE_LIMIT_MS. Answers the response text and the body bytes the socket took.
 */
async function streamBody(
  base: string,
  head: string,
  frame: (chunk: Buffer) => Buffer = (chunk) => chunk,
): Promise<{ response: string; accepted: number }> {
  const probe = await open(base)
  await write(probe.socket, head)
  const deadline = Date.now() + PROBE_LIMIT_MS
  let accepted = 0
  while (!probe.isClosed() && accepted < STREAM_LIMIT_BYTES && Date.now() < deadline) {
    if (!(await write(probe.socket, frame(CHUNK)))) break
    accepted += CHUNK.length
  }
  await probe.closed(2_000)
  return { response: probe.received(), accepted }
}

function headOf(method: string, path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ Host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`)
  return [`${method} ${path} HTTP/1.1`, ...lines, '', ''].join('\r\n')
}

/** One request with a body, on its own socket; resolves the response once the server has closed the socket. */
async function exchange(base: string, request: string): Promise<{ response: string; closed: boolean }> {
  const probe = await open(base)
  await write(probe.socket, request)
  const closed = (await probe.closed(3_000)) !== undefined
  return { response: probe.received(), closed }
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1])
const closesConnection = (response: string) => /\r\nconnection: close\r\n/i.test(response)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({}, { sharedMedia: true })
})
afterAll(() => server.stop())

describe('idle connections', () => {
  it.concurrent('closes a socket that sends nothing within the silent-socket timeout', async () => {
    const probe = await open(server.url)
    const closedAfter = await probe.closed()
    console.log(`[connections] silent socket closed after ${closedAfter ?? 'never'} ms`)
    expect(closedAfter).toBeDefined()
    expect(closedAfter).toBeLessThan(SILENT_TIMEOUT_MS + SLACK_MS)
  })

  it.concurrent(
    'cuts headers trickled a byte at a time within headersTimeout plus the checking interval',
    async () => {
      const probe = await open(server.url)
      const head = headOf('GET', '/api/categories/', { 'X-Padding': 'x'.repeat(200) })
      const trickle = (async () => {
        // A byte every 500 ms keeps the socket busy, so only headersTimeout can end it.
        for (let i = 0; i < head.length - 2 && !probe.isClosed(); i++) {
          await write(probe.socket, head[i]!)
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      })()
      const closedAfter = await probe.closed()
      await trickle
      console.log(`[connections] trickled headers cut after ${closedAfter ?? 'never'} ms`)
      expect(closedAfter).toBeDefined()
      expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + CONNECTIONS_CHECKING_INTERVAL_MS + SLACK_MS)
      expect(statusOf(probe.received())).toBe(408)
    },
  )
})

describe('connection cap', () => {
  it('reads MAX_CONNECTIONS at startup and refuses a value that is not a whole number above 0', () => {
    expect(resolveOptions({}, {}).maxConnections).toBe(DEFAULT_MAX_CONNECTIONS)
    expect(resolveOptions({}, { MAX_CONNECTIONS: ' 40 ' }).maxConnections).toBe(40)
    expect(resolveOptions({ maxConnections: 3 }, { MAX_CONNECTIONS: '40' }).maxConnections).toBe(3)
    for (const bad of ['0', '-5', '2.5', 'many', '1e3']) {
      expect(() => resolveOptions({}, { MAX_CONNECTIONS: bad }), bad).toThrow(/MAX_CONNECTIONS/)
    }
    expect(() => resolveOptions({ maxConnections: 0 }, {})).toThrow(/MAX_CONNECTIONS/)
  })

  it('closes connections past the cap at once and answers again once one is freed', async () => {
    const capped = await startTestServer({ maxConnections: 3 }, { sharedMedia: true })
    const held: Probe[] = []
    try {
      for (let i = 0; i < 3; i++) held.push(await open(capped.url))
      const extra = await open(capped.url)
      await write(extra.socket, headOf('GET', '/api/categories/', { Connection: 'close' }))
      const refusedAfter = await extra.closed(3_000)
      console.log(`[connections] connection past the cap closed after ${refusedAfter ?? 'never'} ms`)
      expect(refusedAfter).toBeDefined()
      expect(extra.received()).toBe('')

      held.shift()!.socket.destroy()
      // The server counts the freed socket once it sees it close: a few tries, 50 ms apart.
      let status = 0
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const { response } = await exchange(
          capped.url,
          headOf('GET', '/api/categories/', { Connection: 'close' }),
        )
        status = statusOf(response)
      }
      expect(status).toBe(200)
    } finally {
      for (const probe of held) probe.socket.destroy()
      await capped.stop()
    }
  })
})

describe('bodies sent where no route reads one', () => {
  it('answers 413 to a GET declaring 20 GiB and closes the socket without reading the stream', async () => {
    const { response, accepted } = await streamBody(
      server.url,
      headOf('GET', '/api/categories/', { 'Content-Length': HUGE_LENGTH }),
    )
    console.log(`[connections] GET with Content-Length: body bytes the socket took: ${accepted}`)
    expect(statusOf(response)).toBe(413)
    expect(closesConnection(response)).toBe(true)
    expect(accepted).toBeLessThan(STREAM_LIMIT_BYTES / 4)
  })

  it('answers 413 to a GET with a chunked body and closes the socket without reading the stream', async () => {
    const { response, accepted } = await streamBody(
      server.url,
      headOf('GET', '/api/categories/', { 'Transfer-Encoding': 'chunked' }),
      (chunk) => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    )
    console.log(`[connections] chunked GET: body bytes the socket took: ${accepted}`)
    expect(statusOf(response)).toBe(413)
    expect(closesConnection(response)).toBe(true)
    expect(accepted).toBeLessThan(STREAM_LIMIT_BYTES / 4)
  })

  it('answers 413 to HEAD, OPTIONS, DELETE and media requests that carry a body, and closes', async () => {
    const requests = [
      headOf('HEAD', '/api/articles/', { 'Content-Length': '5' }) + 'hello',
      headOf('OPTIONS', '/api/comments/', { 'Content-Length': '5', Origin: 'http://127.0.0.1' }) + 'hello',
      headOf('DELETE', '/api/articles/', { 'Content-Length': '5' }) + 'hello',
      headOf('POST', '/api/no-such-route/', { 'Content-Length': '5' }) + 'hello',
      headOf('GET', '/media/none.webp', { 'Transfer-Encoding': 'chunked' }) + '5\r\nhello\r\n0\r\n\r\n',
    ]
    for (const request of requests) {
      const { response, closed } = await exchange(server.url, request)
      expect([statusOf(response), closesConnection(response), closed], request).toEqual([413, true, true])
    }
  })

  it('closes the connection when the comment route answers before reading the body it was sent', async () => {
    // Refused on its Content-Type before the body is read: the rest of the stream is not drained either.
    const { response, accepted } = await streamBody(
      server.url,
      headOf('POST', '/api/comments/', { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' }),
      (chunk) => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    )
    console.log(`[connections] comment post refused unread: body bytes the socket took: ${accepted}`)
    expect(statusOf(response)).toBe(400)
    expect(closesConnection(response)).toBe(true)
    expect(accepted).toBeLessThan(STREAM_LIMIT_BYTES / 4)
  })
})
