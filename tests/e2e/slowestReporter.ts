import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * Prints, after a run, the 10 slowest tests and the run's worker time (the sum of every
 * test's duration: what the suite costs, whatever the number of workers), the tests that came
 * near their time limit, and writes every
 * test's time and the expectations it evaluated to test-results/e2e-times.json, so two runs
 * can be compared test by test (docs/testing.md, «Counting checks»).
 */
const NEAR_LIMIT = 0.6

export default class SlowestReporter implements Reporter {
  private readonly times: {
    test: string
    project: string
    ms: number
    limitMs: number
    status: string
    checks: number
  }[] = []
  private readonly checks = new Map<TestResult, number>()

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep) {
    if (step.category === 'expect') this.checks.set(result, (this.checks.get(result) ?? 0) + 1)
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project = '', ...titles] = test.titlePath()
    const checks = this.checks.get(result) ?? 0
    this.times.push({
      test: titles.join(' › '),
      project,
      ms: result.duration,
      limitMs: test.timeout,
      status: result.status,
      checks,
    })
  }

  onEnd(result: FullResult) {
    if (this.times.length === 0) return
    const total = this.times.reduce((sum, entry) => sum + entry.ms, 0)
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10)
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
    console.log(`\n10 slowest tests (of ${this.times.length}; worker time ${seconds(total).trim()}):`)
    for (const entry of slowest) console.log(`${seconds(entry.ms)}  [${entry.project}] ${entry.test}`)
    // A test that passes at 42 s of its 45 fails on the next busier runner: named here before it does.
    const nearLimit = this.times.filter((entry) => entry.limitMs > 0 && entry.ms > NEAR_LIMIT * entry.limitMs)
    if (nearLimit.length > 0) {
      console.log(`\nTests that used more than ${NEAR_LIMIT * 100} % of their time limit:`)
      for (const entry of nearLimit)
        console.log(
          `${seconds(entry.ms)} of ${seconds(entry.limitMs).trim()}  [${entry.project}] ${entry.test}`,
        )
    }
    const file = path.join('test-results', 'e2e-times.json')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(
      file,
      `${JSON.stringify({ status: result.status, totalMs: total, tests: this.times }, null, 1)}\n`,
    )
  }
}
