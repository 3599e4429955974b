import { existsSync, readdirSync } from 'node:fs'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { SCREENSHOT_DIR } from './paths'

/**
 * Ends the run with one plain line, `e2e: N passed, N failed, N skipped`, that CI logs can be read by, and
 * says where the screenshots of each page type are, for anyone to look at.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return
    if (result.status === 'passed') this.passed += 1
    else if (result.status === 'skipped') this.skipped += 1
    else this.failed += 1
  }

  onEnd(): void {
    const shots = existsSync(SCREENSHOT_DIR)
      ? readdirSync(SCREENSHOT_DIR).filter((f) => f.endsWith('.jpg'))
      : []
    if (shots.length > 0) console.log(`screenshots: ${shots.length} in ${SCREENSHOT_DIR}`)
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }
}
