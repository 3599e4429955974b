import { PassThrough } from 'node:stream'
import { createElement, Fragment, lazy, Suspense } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { inlineSuspenseBoundaries } from '../../scripts/build/suspense-boundaries'

/** React's server rendering of a whole page, as the prerenderer does it (sent once everything is ready). */
function render(progressiveChunkSize: number): Promise<string> {
  const Block = lazy(async () => ({
    default: ({ n }: { n: number }) =>
      createElement(
        'section',
        null,
        createElement('div', null, createElement('h2', null, `Bloc ${n}`)),
        'x'.repeat(800),
      ),
  }))
  const page = createElement(
    'main',
    null,
    createElement('p', null, 'y'.repeat(2000)),
    ...[1, 2, 3].map((n) => createElement(Suspense, { key: n, fallback: null }, createElement(Block, { n }))),
    createElement('footer', null, 'fin'),
  )
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(createElement(Fragment, null, page), {
      progressiveChunkSize,
      onAllReady() {
        const out = new PassThrough()
        let html = ''
        out.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')))
        out.on('end', () => resolve(html))
        pipe(out)
      },
      onError: reject,
    })
  })
}

describe('inlineSuspenseBoundaries', () => {
  it('puts streamed boundaries in place, as React writes them when it does not stream them', async () => {
    const streamed = await render(100)
    expect(streamed).toContain('$RC("B:')
    const inline = await render(Number.POSITIVE_INFINITY)
    expect(inline).not.toContain('<script')
    expect(inlineSuspenseBoundaries(streamed)).toBe(inline)
  })

  it('leaves a page without streamed boundaries as it is', async () => {
    const inline = await render(Number.POSITIVE_INFINITY)
    expect(inlineSuspenseBoundaries(inline)).toBe(inline)
  })

  it('accepts the attribute spelling of a serialized document', async () => {
    const streamed = (await render(100)).replace(/<div hidden id=/g, '<div hidden="" id=')
    expect(inlineSuspenseBoundaries(streamed)).toBe(await render(Number.POSITIVE_INFINITY))
  })
})
