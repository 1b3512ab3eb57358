/**
 * Counts and failed tests' names from the runners' JSON reports (Vitest's and Playwright's), for
 * npm test's summary line (scripts/test-all.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
  numTodoTests?: number
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

interface PlaywrightResult {
  error?: { message?: string }
  attachments?: { name: string; body?: string }[]
}

interface PlaywrightSuite {
  title: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    line: number
    tests: {
      projectName: string
      status: string
      results: PlaywrightResult[]
    }[]
  }[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

/** The start of an error on one line (expected and received included), without colour codes. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return plain.replace(/\s+/g, ' ').trim().slice(0, 240)
}

/** What the page said last before an end-to-end failure (tests/e2e/warm-context.ts keeps it). */
const JOURNAL = 'page console and navigations'
const JOURNAL_LINES = 12

/** The journal's last lines, indented under the failure's name: a CI log shows why a screen never came. */
function journalTail(results: PlaywrightResult[]): string {
  const body = results.flatMap((result) => result.attachments ?? []).find(({ name }) => name === JOURNAL)?.body
  if (!body) return ''
  const lines = Buffer.from(body, 'base64').toString('utf8').split('\n').filter(Boolean).slice(-JOURNAL_LINES)
  return lines.map((line) => `\n      | ${line.slice(0, 600)}`).join('')
}

/** Counts, and the names of the failed tests, from a runner's JSON report (Vitest's or Playwright's). */
export function readReport(file: string, root: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, names: [] as string[] }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport
  const names: string[] = []
  if ('stats' in report) {
    const { expected, unexpected, flaky, skipped } = report.stats
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const error = test.results.find((result) => result.error)?.error?.message
            names.push(
              `${spec.file}:${spec.line} [${test.projectName}] ${spec.title} (${test.status}): ${firstLine(error)}` +
                journalTail(test.results),
            )
          }
      suite.suites?.forEach(walk)
    }
    report.suites.forEach(walk)
    // A test that passed only on a retry is not a pass.
    return { passed: expected, failed: unexpected + flaky, skipped, names }
  }
  for (const result of report.testResults) {
    const file = relative(root, result.name)
    const failed = result.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed) names.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    // A file that failed outside its tests (it did not load, an error after the tests).
    if (result.status === 'failed' && failed.length === 0) names.push(`${file}: ${firstLine(result.message)}`)
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    names,
  }
}
