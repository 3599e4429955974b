import { readdirSync, readFileSync } from 'node:fs'

/**
 * The resident memory of the build and of every process it started (the bundles' builds, Pagefind), summed and
 * sampled every quarter second (docs/architecture.md#memory): the figure the build's peak is held to. On a
 * system without `/proc`, only this process is counted.
 */

const PERIOD_MS = 250

interface ProcessMemory {
  pid: number
  name: string
  rssMb: number
}

/** A process's parent, name and resident size in MB, from `/proc/<pid>/stat` and `/proc/<pid>/status`. */
function readProcess(pid: number): (ProcessMemory & { parent: number }) | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command's name, in parentheses, may hold spaces: the fields after its closing one are fixed.
    const close = stat.lastIndexOf(')')
    const name = stat.slice(stat.indexOf('(') + 1, close)
    const parent = Number(stat.slice(close + 2).split(' ')[1])
    const rssKb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return { pid, name, parent, rssMb: Number(rssKb ?? 0) / 1024 }
  } catch {
    // Gone between the listing and the read.
    return undefined
  }
}

/** This process's resident size and its descendants', in MB, and each process's (this one first). */
export function processTreeRss(root = process.pid): { totalMb: number; processes: ProcessMemory[] } {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    const rssMb = process.memoryUsage().rss / 1024 / 1024
    return { totalMb: rssMb, processes: [{ pid: root, name: 'build', rssMb }] }
  }
  const children = new Map<number, number[]>()
  const read = new Map<number, ProcessMemory>()
  for (const name of entries) {
    const pid = Number(name)
    const one = readProcess(pid)
    if (!one) continue
    read.set(pid, one)
    children.set(one.parent, [...(children.get(one.parent) ?? []), pid])
  }
  const processes: ProcessMemory[] = []
  const queue = [root]
  while (queue.length) {
    const pid = queue.shift()!
    const one = read.get(pid)
    if (one) processes.push(pid === root ? { ...one, name: 'build' } : one)
    queue.push(...(children.get(pid) ?? []))
  }
  return { totalMb: processes.reduce((sum, one) => sum + one.rssMb, 0), processes }
}

/** A sample as the build's log shows it: each process of at least 10 MB, by name. */
function describeSample(processes: ProcessMemory[]): string {
  return processes
    .filter((one) => one.rssMb >= 10)
    .map((one) => `${one.name} ${Math.round(one.rssMb)}`)
    .join(', ')
}

/** Samples the process tree until stopped; the largest sum seen, overall and while each phase ran. */
export class MemorySampler {
  private readonly timer: NodeJS.Timeout
  private peak = 0
  private phase: string | undefined
  private readonly phasePeaks = new Map<string, { totalMb: number; processes: string }>()

  constructor() {
    this.timer = setInterval(() => this.sample(), PERIOD_MS)
    this.timer.unref()
    this.sample()
  }

  /** Samples now; a phase's start and end are sampled too, so that a short phase has a figure. */
  sample(): number {
    const { totalMb, processes } = processTreeRss()
    this.peak = Math.max(this.peak, totalMb)
    const phase = this.phase
    if (phase !== undefined && totalMb > (this.phasePeaks.get(phase)?.totalMb ?? 0))
      this.phasePeaks.set(phase, { totalMb, processes: describeSample(processes) })
    return totalMb
  }

  enter(phase: string): void {
    this.sample()
    this.phase = phase
    this.sample()
  }

  /** The phase's peak in MB, and the processes of that sample with theirs. */
  leave(phase: string): { peakMb: number; processes: string } {
    this.sample()
    if (this.phase === phase) this.phase = undefined
    const peak = this.phasePeaks.get(phase)
    return { peakMb: Math.round(peak?.totalMb ?? 0), processes: peak?.processes ?? '' }
  }

  get peakMb(): number {
    return Math.round(this.peak)
  }

  stop(): void {
    this.sample()
    clearInterval(this.timer)
  }
}
