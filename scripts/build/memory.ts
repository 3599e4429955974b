import { readdirSync, readFileSync } from 'node:fs'

/**
 * The resident memory of the build and of every process it started (the bundles' builds, Pagefind), summed and
 * sampled every quarter second (docs/architecture.md#memory): the figure the build's peak is held to. On a
 * system without `/proc`, only this process is counted.
 */

const PERIOD_MS = 250

/** A process's parent and resident size in MB, from `/proc/<pid>/stat` and `/proc/<pid>/status`. */
function readProcess(pid: number): { parent: number; rssMb: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command's name, in parentheses, may hold spaces: the fields after its closing one are fixed.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    const rssKb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return { parent, rssMb: Number(rssKb ?? 0) / 1024 }
  } catch {
    // Gone between the listing and the read.
    return undefined
  }
}

/** This process's resident size and its descendants', in MB; each process named with its own size. */
export function processTreeRss(root = process.pid): { totalMb: number; processes: Map<number, number> } {
  const processes = new Map<number, number>()
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    const rssMb = process.memoryUsage().rss / 1024 / 1024
    return { totalMb: rssMb, processes: new Map([[root, rssMb]]) }
  }
  const children = new Map<number, number[]>()
  const sizes = new Map<number, number>()
  for (const name of entries) {
    const pid = Number(name)
    const read = readProcess(pid)
    if (!read) continue
    sizes.set(pid, read.rssMb)
    children.set(read.parent, [...(children.get(read.parent) ?? []), pid])
  }
  const queue = [root]
  let totalMb = 0
  while (queue.length) {
    const pid = queue.shift()!
    const rssMb = sizes.get(pid) ?? 0
    processes.set(pid, rssMb)
    totalMb += rssMb
    queue.push(...(children.get(pid) ?? []))
  }
  return { totalMb, processes }
}

/** Samples the process tree until stopped; the largest sum seen, overall and while each phase ran. */
export class MemorySampler {
  private readonly timer: NodeJS.Timeout
  private peak = 0
  private phase: string | undefined
  private readonly phasePeaks = new Map<string, number>()

  constructor() {
    this.timer = setInterval(() => this.sample(), PERIOD_MS)
    this.timer.unref()
    this.sample()
  }

  /** Samples now; a phase's start and end are sampled too, so that a short phase has a figure. */
  sample(): number {
    const { totalMb } = processTreeRss()
    this.peak = Math.max(this.peak, totalMb)
    if (this.phase !== undefined)
      this.phasePeaks.set(this.phase, Math.max(this.phasePeaks.get(this.phase) ?? 0, totalMb))
    return totalMb
  }

  enter(phase: string): void {
    this.sample()
    this.phase = phase
    this.sample()
  }

  leave(phase: string): number {
    this.sample()
    if (this.phase === phase) this.phase = undefined
    return Math.round(this.phasePeaks.get(phase) ?? 0)
  }

  get peakMb(): number {
    return Math.round(this.peak)
  }

  stop(): void {
    this.sample()
    clearInterval(this.timer)
  }
}
