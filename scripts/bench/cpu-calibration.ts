/**
 * Lighthouse slows the CPU down to emulate a mid-tier phone, by a factor relative to the machine it runs on:
 * its default of 4× assumes a fast desktop (benchmark index about 1,530). On a slower host, 4× emulates a
 * phone slower than intended, and the performance score says more about the host than the page. Lighthouse's
 * documentation (docs/throttling.md, "Calibrating the CPU slowdown") asks such hosts to calibrate: these are
 * the points of its calibration curve, benchmark index → slowdown that lands on the same mid-tier phone.
 */
const CALIBRATION: readonly (readonly [benchmarkIndex: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
]

/** Lighthouse's default slowdown, for a host like the one its scoring was tuned on. */
export const DEFAULT_CPU_SLOWDOWN = 4

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` emulate Lighthouse's mid-tier phone: linear between
 * the points of the curve, the last slope beyond its end, never below 1× (a host slower than the phone cannot
 * be sped up). Rounded to a tenth.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`A benchmark index is a positive number, not ${benchmarkIndex}`)
  }
  const upper = CALIBRATION.findIndex(([index]) => index >= benchmarkIndex)
  // Beyond the last point, the last segment's slope; below the first, the first segment's (then the floor).
  const segment = upper === -1 ? CALIBRATION.length - 1 : Math.max(1, upper)
  const [fromIndex, fromSlowdown] = CALIBRATION[segment - 1]!
  const [toIndex, toSlowdown] = CALIBRATION[segment]!
  const slowdown =
    fromSlowdown + ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex)
  return Math.max(1, Math.round(slowdown * 10) / 10)
}

/**
 * The slowdown a run should have used, when the one it used no longer fits the host: the host's power drifts
 * (other work on the machine), and Lighthouse measures it again just before each load. Undefined when the run
 * fits, within `tolerance` (a measure of the same host varies by about a tenth between runs).
 */
export function recalibratedSlowdown(
  used: number,
  benchmarkIndex: number,
  tolerance = 0.3,
): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return undefined
  const fitting = cpuSlowdownFor(benchmarkIndex)
  return Math.abs(fitting - used) > tolerance ? fitting : undefined
}
