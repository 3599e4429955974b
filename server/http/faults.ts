import type { Fault } from '../types'

/**
 * Test-only fault table: requests under a path prefix answer a status or wait before answering. A `*` in a
 * prefix stands for one path segment, so that one fault covers, say, every article's comment list.
 */
export class FaultTable {
  private readonly faults = new Map<string, { fault: Fault; matches: (path: string) => boolean }>()

  set(pathPrefix: string, fault: Fault): void {
    const pattern = pathPrefix.includes('*')
      ? new RegExp(`^${pathPrefix.split('*').map(escapeRegExp).join('[^/]+')}`)
      : undefined
    this.faults.set(pathPrefix, {
      fault: { ...fault },
      matches: pattern ? (path) => pattern.test(path) : (path) => path.startsWith(pathPrefix),
    })
  }

  clear(): void {
    this.faults.clear()
  }

  /** The fault of the longest matching prefix, so a specific fault can override a broad one. */
  find(path: string): Fault | undefined {
    let best: { prefix: string; fault: Fault } | undefined
    for (const [prefix, { fault, matches }] of this.faults) {
      if (matches(path) && (!best || prefix.length > best.prefix.length)) best = { prefix, fault }
    }
    return best?.fault
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
