import { describe, expect, it } from 'vitest'
import {
  DOCUMENT_STATUS_ONLY,
  failedAuditsOf,
  median,
  protocolsOf,
  requestsBeforeFirstScreen,
  scriptBytesBeforeLcp,
  scriptRequests,
} from '../../scripts/bench/lighthouse'

// The parts of a Lighthouse report the count reads: the network table (times in ms from its first request,
// whose timestamp is in debugData, in µs) and the metrics' trace timestamps (µs).
function audits(startsMs: number[], lastVisualChangeMs: number, networkStartTs = 5_000_000) {
  return {
    metrics: {
      details: { items: [{ observedLastVisualChangeTs: networkStartTs + lastVisualChangeMs * 1000 }] },
    },
    'network-requests': {
      details: {
        items: startsMs.map((rendererStartTime) => ({ rendererStartTime })),
        debugData: { networkStartTimeTs: networkStartTs },
      },
    },
  }
}

describe('requestsBeforeFirstScreen', () => {
  it('counts the requests started up to the last visual change of the first screen', () => {
    expect(requestsBeforeFirstScreen(audits([0, 120, 480, 900, 900.5, 2400], 900))).toBe(4)
  })

  it('counts none after a change that came before every request but the document', () => {
    expect(requestsBeforeFirstScreen(audits([0, 50, 60], 10))).toBe(1)
  })

  it('skips a request without a start time', () => {
    const report = audits([0, 100], 500)
    report['network-requests'].details.items.push({} as { rendererStartTime: number })
    expect(requestsBeforeFirstScreen(report)).toBe(2)
  })

  it('is NaN when the report lacks either time', () => {
    expect(requestsBeforeFirstScreen({ 'network-requests': audits([0], 10)['network-requests'] })).toBeNaN()
    expect(requestsBeforeFirstScreen({ metrics: audits([0], 10).metrics })).toBeNaN()
  })
})

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[Number.NaN, 7, 1], 4],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it('is NaN when no value is a number', () => {
    expect(median([])).toBeNaN()
    expect(median([Number.NaN])).toBeNaN()
  })
})

// A network table as Lighthouse writes it (times in ms from its first request) and the trace time (µs) of
// the load's largest paint.
function loadAudits(
  items: {
    url: string
    resourceType?: string
    mimeType?: string
    transferSize: number
    rendererStartTime?: number
    networkEndTime?: number
  }[],
  lcpMs: number | undefined,
  networkStartTs = 7_000_000,
) {
  return {
    metrics: {
      details: {
        items: [
          lcpMs === undefined ? {} : { observedLargestContentfulPaintTs: networkStartTs + lcpMs * 1000 },
        ],
      },
    },
    'network-requests': { details: { items, debugData: { networkStartTimeTs: networkStartTs } } },
  }
}

const script = (name: string, transferSize: number, rendererStartTime?: number, networkEndTime?: number) => ({
  url: `http://127.0.0.1/assets/${name}`,
  resourceType: 'Script',
  transferSize,
  rendererStartTime,
  networkEndTime,
})

const load = loadAudits(
  [
    {
      url: 'http://127.0.0.1/fr',
      resourceType: 'Document',
      transferSize: 9000,
      rendererStartTime: 0,
      networkEndTime: 300,
    },
    script('app.js', 4000, 310, 900),
    {
      url: 'http://127.0.0.1/assets/a.css',
      resourceType: 'Stylesheet',
      transferSize: 7000,
      rendererStartTime: 310,
      networkEndTime: 950,
    },
    { ...script('pre.js', 1500, 320, 1200), resourceType: 'Other', mimeType: 'text/javascript' },
    script('late.js', 2500, 330, 1201),
    script('cut.js', 800, 1100),
    script('idle.js', 600, 3000, 3400),
  ],
  1200,
)

describe('scriptRequests', () => {
  it('lists the script requests, by resource type or MIME type, with their times on the trace clock', () => {
    const never = Number.POSITIVE_INFINITY
    expect(scriptRequests(load).map(({ url, ...request }) => [url.slice(-7), request])).toEqual([
      ['/app.js', { transferSize: 4000, startTs: 7_310_000, endTs: 7_900_000 }],
      ['/pre.js', { transferSize: 1500, startTs: 7_320_000, endTs: 8_200_000 }],
      ['late.js', { transferSize: 2500, startTs: 7_330_000, endTs: 8_201_000 }],
      ['/cut.js', { transferSize: 800, startTs: 8_100_000, endTs: never }],
      ['idle.js', { transferSize: 600, startTs: 10_000_000, endTs: 10_400_000 }],
    ])
  })
})

describe('scriptBytesBeforeLcp', () => {
  it('adds the bytes of the scripts that finished by the largest paint', () => {
    expect(scriptBytesBeforeLcp(load)).toBe(5500)
  })

  it('adds, when asked, those of the scripts asked for by then, finished or not', () => {
    expect(scriptBytesBeforeLcp(load, 'started')).toBe(8800)
  })

  it('is 0 when every script finished after the paint', () => {
    expect(scriptBytesBeforeLcp({ ...load, metrics: loadAudits([], 100).metrics })).toBe(0)
  })

  it('is NaN when the report has no largest paint', () => {
    expect(scriptBytesBeforeLcp({ ...load, metrics: loadAudits([], undefined).metrics })).toBeNaN()
  })
})

describe('protocolsOf', () => {
  it('lists each protocol of the HTTP requests once, leaving out data: URLs', () => {
    const report = {
      'network-requests': {
        details: {
          items: [
            { url: 'https://127.0.0.1:4000/fr/don', protocol: 'h2' },
            { url: 'https://127.0.0.1:4000/assets/app.js', protocol: 'h2' },
            { url: 'http://127.0.0.1:4001/fr', protocol: 'http/1.1' },
            { url: 'data:image/svg+xml,<svg/>', protocol: 'data' },
            { url: 'https://127.0.0.1:4000/media/a.webp' },
          ],
        },
      },
    }
    expect(protocolsOf(report)).toEqual(['h2', 'http/1.1'])
  })

  it('is empty for a report without a network table', () => {
    expect(protocolsOf({})).toEqual([])
  })
})

describe('failedAuditsOf', () => {
  const page = 'http://127.0.0.1:4000/fr/une-page-qui-n-existe-pas'
  function report(consoleErrors: { source: string; sourceLocation?: { url: string } }[]) {
    const ref = (id: string, weight = 1) => ({ id, weight })
    return {
      finalDisplayedUrl: page,
      categories: {
        accessibility: { auditRefs: [ref('color-contrast'), ref('image-alt')] },
        'best-practices': { auditRefs: [ref('errors-in-console')] },
        seo: { auditRefs: [ref('http-status-code'), ref('structured-data', 0)] },
      },
      audits: {
        'color-contrast': { score: 0 },
        'image-alt': { score: 1 },
        'errors-in-console': { score: 0, details: { items: consoleErrors } },
        'http-status-code': { score: 0 },
        'structured-data': { score: null },
      },
    } as unknown as Parameters<typeof failedAuditsOf>[0]
  }

  it('names the weighted audits that failed, errors-in-console marked when only the document status is', () => {
    expect(failedAuditsOf(report([{ source: 'network', sourceLocation: { url: page } }]))).toEqual([
      'accessibility/color-contrast',
      `best-practices/errors-in-console${DOCUMENT_STATUS_ONLY}`,
      'seo/http-status-code',
    ])
  })

  it('does not mark errors-in-console when another error is logged', () => {
    const errors = [
      { source: 'network', sourceLocation: { url: page } },
      { source: 'network', sourceLocation: { url: 'http://127.0.0.1:4000/api/news' } },
    ]
    expect(failedAuditsOf(report(errors))).toContain('best-practices/errors-in-console')
    expect(failedAuditsOf(report([{ source: 'exception' }]))).toContain('best-practices/errors-in-console')
  })
})
