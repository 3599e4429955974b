import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
// With its extension, as Vite's config loader asks of a file the config imports (TypeScript reads the .ts).
import { browserRuntimeBesideReactPrerender, lucideIconsByModule } from './tests/islands/browser-runtime.js'
import { islands } from './scripts/build/islands.js'

/**
 * Three projects (docs/architecture.md#test-layers), all run by `npm run test:unit`:
 * - `unit`: pure logic, components rendered to HTML and the files of `content/`, in-process, no network;
 *   `npx vitest run --project unit` while working.
 * - `integration`: what starts processes or servers or writes databases and images: the reference back-end
 *   over real HTTP, the pipeline, the incremental build of the sample site, the command-line tools, `npm run dev`.
 * - `islands`: the islands as shipped, prerendered with React and hydrated in jsdom on Preact's compatibility
 *   layer, with the browser bundle's own aliases (docs/islands.md#runtime).
 * Browser behaviour is covered by tests/e2e.
 */
const INTEGRATION = ['tests/{server,pipeline,build,integration}/**/*.test.ts']

/** Libraries the islands import that import React themselves: bundled in the browser, so aliased to Preact. */
const BUNDLED_WITH_ISLANDS = [/[\\/]node_modules[\\/]lucide-react[\\/]/]

export default defineConfig({
  // Each island's module names itself as the build's does (docs/islands.md#an-island).
  plugins: [islands()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default, one worker less than the cores, leaves a single worker on a 2-core CI machine; much
    // of the suite waits on child processes, sockets and image encoding, so two files at a time still gain.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // The unit files restore what they change (environment variables, timers), so a worker keeps the modules
        // it has loaded from one file to the next: 17.7 → 9.8 s for this project alone, with the same verdicts
        // in shuffled orders (vitest --sequence.shuffle.files).
        test: { name: 'unit', include: ['tests/{unit,content}/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // The reference back-end's answers from its seed, read once for the pipeline's fake API (tests/pipeline/fixtures.ts).
        // Its files, too, restore what they change (environment variables, mocks) and close what they start, so a
        // worker keeps the modules it has loaded (the back-end, the pipeline, the build) from one file to the next
        // (docs/architecture.md#the-test-runs-time).
        test: {
          name: 'integration',
          include: INTEGRATION,
          globalSetup: ['tests/pipeline/seed-answers.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // Each icon from its own module, not lucide's main one, which imports every icon (tests/islands/browser-runtime.ts).
        plugins: [browserRuntimeBesideReactPrerender(BUNDLED_WITH_ISLANDS), lucideIconsByModule()],
        resolve: { conditions: ['module', 'browser'] },
        test: {
          name: 'islands',
          include: ['tests/islands/**/*.test.ts'],
          environment: 'jsdom',
          server: { deps: { inline: BUNDLED_WITH_ISLANDS } },
        },
      },
    ],
  },
})
