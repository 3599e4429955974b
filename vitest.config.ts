import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit, pipeline and server tests run in Node; browser behaviour is covered by tests/e2e.
export default defineConfig({
  test: {
    include: ['tests/{unit,pipeline,server,content,build}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default, one worker less than the cores, leaves a single worker on a 2-core CI machine; much
    // of the suite waits on child processes, sockets and image encoding, so two files at a time still gain.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
