import { defineConfig } from 'vitest/config'

// Unit, pipeline and server tests run in Node; browser behaviour is covered by tests/e2e.
export default defineConfig({
  test: {
    include: ['tests/{unit,pipeline,server,content}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
