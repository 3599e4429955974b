import type { MemorySampler } from './memory'

/**
 * The build's phase timings (`Site built …` closes with them): where a build's time goes, as the bench and a
 * slow nightly build need to know (docs/architecture.md#the-build); with a memory sampler, each phase's peak
 * of the build and its processes together (docs/architecture.md#memory).
 */
export class BuildPhases {
  private readonly rows: { name: string; seconds: number; memory?: { peakMb: number; processes: string } }[] =
    []

  constructor(private readonly memory?: MemorySampler) {}

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    this.memory?.enter(name)
    try {
      return await work()
    } finally {
      const memory = this.memory?.leave(name)
      this.rows.push({ name, seconds: (performance.now() - started) / 1000, memory })
    }
  }

  get entries(): readonly { name: string; seconds: number }[] {
    return this.rows
  }

  /** One line per phase, aligned, for the build's log. */
  table(): string {
    const width = Math.max(...this.rows.map((row) => row.name.length))
    return this.rows
      .map(
        (row) =>
          `  ${row.name.padEnd(width)}  ${row.seconds.toFixed(1).padStart(6)} s` +
          (row.memory ? `  ${String(row.memory.peakMb).padStart(5)} MB (${row.memory.processes})` : ''),
      )
      .join('\n')
  }
}
