import type { Fault } from '../types'

/** Test-only fault table: requests under a path prefix answer a status or wait before answering. */
export class FaultTable {
  private readonly faults = new Map<string, Fault>()

  set(pathPrefix: string, fault: Fault): void {
    this.faults.set(pathPrefix, { ...fault })
  }

  clear(): void {
    this.faults.clear()
  }

  /** The fault of the longest matching prefix, so a specific fault can override a broad one. */
  find(path: string): Fault | undefined {
    let best: { prefix: string; fault: Fault } | undefined
    for (const [prefix, fault] of this.faults) {
      if (path.startsWith(prefix) && (!best || prefix.length > best.prefix.length)) best = { prefix, fault }
    }
    return best?.fault
  }
}
