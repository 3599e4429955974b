import { describe, expect, it } from 'vitest'
import { median, requestsBeforeFirstScreen } from '../../scripts/bench/lighthouse'

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
