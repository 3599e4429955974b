/**
 * `npm test`: typecheck, lint, unit tests and the end-to-end suite. The steps before the browser tests use
 * about one core each, so they run in two lanes side by side — typecheck then the unit tests; lint, the e2e
 * build, then the incremental build's test — and the browser tests, which keep every core busy, run alone at
 * the end. A lane step's output is
 * printed whole when it ends; a table of step times closes the run. The first failure stops the lanes from
 * starting anything new, and the run fails.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

interface Step {
  name: string
  /** The package.json script to run, and its arguments. */
  script: string
  args?: string[]
  env?: NodeJS.ProcessEnv
}

interface Outcome {
  name: string
  seconds: number
  ok: boolean
}

/**
 * The incremental build's test (tests/build) starts from the e2e build, so it runs after it, in the lane with the
 * short steps. It is one file, so one vitest worker: the other takes three integration files that mostly wait
 * (answers delayed on purpose, timeouts, retries), moved from the unit tests' lane so that both lanes end
 * together (docs/architecture.md#the-test-runs-time).
 */
const BUILD_TESTS = [
  'tests/build/',
  'tests/pipeline/comments-at-scale.test.ts',
  'tests/server/connections.test.ts',
  'tests/pipeline/cli.test.ts',
]
const LANES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    {
      name: 'unit tests',
      script: 'test:unit',
      args: BUILD_TESTS.flatMap((file) => ['--exclude', file.endsWith('/') ? `${file}**` : file]),
    },
  ],
  [
    { name: 'lint', script: 'lint' },
    { name: 'e2e build', script: 'test:e2e', args: ['--build-only'] },
    // One page of each type of the e2e build through the HTML checker (the nightly checks every page).
    {
      name: 'html check',
      script: 'vnu',
      args: ['--sample'],
      env: { DIST_DIR: path.join(process.env.E2E_DIR ?? '.cache/e2e', 'dist') },
    },
    { name: 'build tests', script: 'test:unit', args: ['--project', 'integration', ...BUILD_TESTS] },
  ],
]
const BROWSER_TESTS: Step = {
  name: 'e2e tests',
  script: 'test:e2e',
  env: { E2E_SKIP_BUILD: '1' },
}

/** npm's own CLI when this runs under npm (npm_execpath), so steps start the same npm on every system. */
function npmCommand(step: Step): [string, string[]] {
  const args = ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])]
  const npmCli = process.env.npm_execpath
  return npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args]
}

function runStep(step: Step, live: boolean): Promise<Outcome> {
  const started = performance.now()
  const [command, args] = npmCommand(step)
  const child = spawn(command, args, {
    env: { ...process.env, ...step.env },
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  // Both streams into one buffer, in the order they arrive, as a terminal would show them.
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    const finish = (ok: boolean, problem?: string) => {
      const seconds = (performance.now() - started) / 1000
      if (!live) {
        console.log(`\n── ${step.name} (${seconds.toFixed(1)} s) ${'─'.repeat(40)}`)
        process.stdout.write(Buffer.concat(output))
      }
      if (problem) console.error(problem)
      resolve({ name: step.name, seconds, ok })
    }
    child.on('error', (error) => finish(false, `${step.name} could not start: ${error.message}`))
    child.on('close', (code) => finish(code === 0))
  })
}

async function runLanes(lanes: Step[][]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let failed = false
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (failed) return
        const outcome = await runStep(step, false)
        outcomes.push(outcome)
        if (!outcome.ok) failed = true
      }
    }),
  )
  return outcomes
}

async function main(): Promise<void> {
  const started = performance.now()
  const outcomes = await runLanes(LANES)
  if (outcomes.every((outcome) => outcome.ok)) {
    console.log(`\n── ${BROWSER_TESTS.name} ${'─'.repeat(40)}`)
    outcomes.push(await runStep(BROWSER_TESTS, true))
  }
  const total = (performance.now() - started) / 1000
  console.log('\nStep times (the steps before the e2e tests ran two at a time):')
  for (const { name, seconds, ok } of outcomes) {
    console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`)
  }
  console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`)
  if (!outcomes.every((outcome) => outcome.ok)) process.exitCode = 1
}

void main()
