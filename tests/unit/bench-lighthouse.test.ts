import { describe, expect, it } from 'vitest'
import {
  median,
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

// A network table as Lighthouse writes it (end times in ms from its first request) and the trace time (µs) of
// the load's largest paint.
function loadAudits(
  items: {
    url: string
    resourceType?: string
    mimeType?: string
    transferSize: number
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

const load = loadAudits(
  [
    { url: 'http://127.0.0.1/fr', resourceType: 'Document', transferSize: 9000, networkEndTime: 300 },
    {
      url: 'http://127.0.0.1/assets/app.js',
      resourceType: 'Script',
      transferSize: 4000,
      networkEndTime: 900,
    },
    {
      url: 'http://127.0.0.1/assets/a.css',
      resourceType: 'Stylesheet',
      transferSize: 7000,
      networkEndTime: 950,
    },
    {
      url: 'http://127.0.0.1/assets/pre.js',
      resourceType: 'Other',
      mimeType: 'text/javascript',
      transferSize: 1500,
      networkEndTime: 1200,
    },
    {
      url: 'http://127.0.0.1/assets/late.js',
      resourceType: 'Script',
      transferSize: 2500,
      networkEndTime: 1201,
    },
    { url: 'http://127.0.0.1/assets/cut.js', resourceType: 'Script', transferSize: 800 },
  ],
  1200,
)

describe('scriptRequests', () => {
  it('lists the script requests, by resource type or MIME type, with their end on the trace clock', () => {
    expect(scriptRequests(load)).toEqual([
      { url: 'http://127.0.0.1/assets/app.js', transferSize: 4000, endTs: 7_900_000 },
      { url: 'http://127.0.0.1/assets/pre.js', transferSize: 1500, endTs: 8_200_000 },
      { url: 'http://127.0.0.1/assets/late.js', transferSize: 2500, endTs: 8_201_000 },
      { url: 'http://127.0.0.1/assets/cut.js', transferSize: 800, endTs: Number.POSITIVE_INFINITY },
    ])
  })
})

describe('scriptBytesBeforeLcp', () => {
  it('adds the bytes of the scripts that finished by the largest paint', () => {
    expect(scriptBytesBeforeLcp(load)).toBe(5500)
  })

  it('is 0 when every script finished after the paint', () => {
    expect(scriptBytesBeforeLcp({ ...load, metrics: loadAudits([], 100).metrics })).toBe(0)
  })

  it('is NaN when the report has no largest paint', () => {
    expect(scriptBytesBeforeLcp({ ...load, metrics: loadAudits([], undefined).metrics })).toBeNaN()
  })
})
