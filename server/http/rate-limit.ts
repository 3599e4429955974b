export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Sliding-window limiter: at most `limit` events per key within `windowMs`. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records one event for `key` when the limit allows it; otherwise says how long to wait. */
  take(key: string): RateDecision {
    const now = this.clock()
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      const oldest = recent[0] ?? now
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.sweep(now)
    return { allowed: true }
  }

  /** Forgets keys whose events have all left the window, so the table cannot grow without bound. */
  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key)
    }
  }
}
