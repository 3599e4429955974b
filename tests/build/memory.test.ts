import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { MemorySampler, processTreeRss } from '../../scripts/build/memory'
import { BuildPhases } from '../../scripts/build/phases'

/**
 * The build's memory figures (docs/architecture.md#memory): this process and every process it started, summed,
 * so that a child's memory (a bundle's build, Pagefind) counts in the build's peak.
 */
const children: ReturnType<typeof spawn>[] = []

/** A child process that holds `mb` megabytes in its heap until killed; resolves once it holds them. */
async function holding(mb: number): Promise<ReturnType<typeof spawn>> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `globalThis.kept = Buffer.alloc(${mb} * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  await once(child.stdout!, 'data')
  return child
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill()
})

describe.runIf(process.platform === 'linux')('the build and its processes, from /proc', () => {
  it('counts a child process with this one', async () => {
    const alone = processTreeRss()
    expect(alone.processes[0]).toMatchObject({ pid: process.pid, name: 'build' })
    expect(alone.totalMb).toBeGreaterThan(20)
    const child = await holding(64)
    const both = processTreeRss()
    const held = both.processes.find((one) => one.pid === child.pid)
    expect(held?.rssMb).toBeGreaterThan(60)
    expect(both.totalMb).toBeCloseTo(
      both.processes.reduce((sum, one) => sum + one.rssMb, 0),
      6,
    )
    child.kill()
    await once(child, 'exit')
    expect(processTreeRss().processes.map((one) => one.pid)).not.toContain(child.pid)
  })

  it('gives each phase the peak of its own samples, naming the processes of the largest', async () => {
    const memory = new MemorySampler()
    const phases = new BuildPhases(memory)
    await phases.time('alone', async () => undefined)
    await phases.time('with a child', async () => {
      const child = await holding(64)
      memory.sample()
      child.kill()
      await once(child, 'exit')
    })
    memory.stop()
    const [alone, withChild] = phases.table().split('\n')
    const mbOf = (line: string | undefined) => Number(/(\d+) MB \(/.exec(line ?? '')?.[1])
    expect(mbOf(withChild) - mbOf(alone)).toBeGreaterThan(60)
    expect(withChild).toMatch(/\(build \d+, node \d+\)$/)
    expect(memory.peakMb).toBe(mbOf(withChild))
  })
})
