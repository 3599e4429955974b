/** Runs async tasks with at most `limit` of them in flight (the API and the machine are shared). */
export function createLimiter(limit: number) {
  const size = Math.max(1, Math.floor(limit))
  let active = 0
  const waiting: (() => void)[] = []

  // A finished task hands its slot straight to the next waiting one, so `active` never overshoots.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      release()
    }
  }
}

/** `items.map(fn)` with bounded concurrency; results keep the order of `items`. */
export function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const run = createLimiter(limit)
  return Promise.all(items.map((item) => run(() => fn(item))))
}
