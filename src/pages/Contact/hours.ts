/** "08:00" → "8:00": opening hours written as docs/behaviour.md#contact gives them (8:00-18:00). */
export function clockText(time: string): string {
  return time.replace(/^0(\d)/, '$1')
}

/** "8:00 – 18:00", with no-break spaces so the range is never split across two lines. */
export function openingRange(opens: string, closes: string): string {
  return `${clockText(opens)}\u00a0–\u00a0${clockText(closes)}`
}
