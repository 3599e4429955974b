/** Benin keeps West Africa Time (UTC+01:00) all year, with no daylight saving. */
const OFFSET_MINUTES = 60
const OFFSET_LABEL = '+01:00'

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** Epoch milliseconds to ISO 8601 in Benin time with an explicit offset, e.g. 2025-03-14T09:30:00+01:00. */
export function toIso(epochMs: number): string {
  const local = new Date(epochMs + OFFSET_MINUTES * 60_000)
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${OFFSET_LABEL}`
  )
}

export const DAY_MS = 86_400_000

/** A moment `days` days before `now`, set to the given Benin wall-clock hour and minute. */
export function daysAgoAt(now: number, days: number, hour: number, minute = 0): number {
  const local = new Date(now + OFFSET_MINUTES * 60_000 - days * DAY_MS)
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute)
  return wall - OFFSET_MINUTES * 60_000
}

/** The Benin day `now` falls in: when it began and ended, in epoch milliseconds, and its date (2025-03-14). */
export function beninDay(now: number): { start: number; end: number; date: string } {
  const start = daysAgoAt(now, 0, 0)
  return { start, end: start + DAY_MS, date: toIso(start).slice(0, 10) }
}
