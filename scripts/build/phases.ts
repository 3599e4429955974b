/**
 * The build's phase timings (`Site built …` closes with them): where a build's time goes, as the bench and a
 * slow nightly build need to know (docs/architecture.md#the-build).
 */
export class BuildPhases {
  private readonly rows: { name: string; seconds: number }[] = []

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.rows.push({ name, seconds: (performance.now() - started) / 1000 })
    }
  }

  get entries(): readonly { name: string; seconds: number }[] {
    return this.rows
  }

  /** One line per phase, aligned, for the build's log. */
  table(): string {
    const width = Math.max(...this.rows.map((row) => row.name.length))
    return this.rows
      .map((row) => `  ${row.name.padEnd(width)}  ${row.seconds.toFixed(1).padStart(6)} s`)
      .join('\n')
  }
}
