import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor, recalibratedSlowdown } from '../../scripts/bench/cpu-calibration'

describe('cpuSlowdownFor', () => {
  it.each([
    // The points of Lighthouse's curve.
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
    // Between them, a straight line.
    [475, 1.5],
    [1050, 2.5],
    [1000, 2.4],
    [1650, 4.5],
    // Beyond the end, the last slope; below the start, never under 1×.
    [2233, 7],
    [100, 1],
    [1, 1],
  ])('a host of benchmark index %d slows down %d×', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown)
  })

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d as a benchmark index', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow(RangeError)
  })
})

describe('recalibratedSlowdown', () => {
  it.each([
    // Used 2.5× on a host measured at 1050 (2.5×): it fits.
    [2.5, 1050, undefined],
    // Within the tolerance either way.
    [2.5, 1150, undefined],
    [2.5, 950, undefined],
    // The host slowed down (another process): 1.5× would have been right.
    [2.5, 475, 1.5],
    // Or sped up.
    [2.5, 1533, 4],
    // A run without a measure keeps the slowdown.
    [2.5, Number.NaN, undefined],
    [2.5, 0, undefined],
  ])('used %d× on a host of index %d: %s', (used, index, expected) => {
    expect(recalibratedSlowdown(used, index)).toBe(expected)
  })
})
