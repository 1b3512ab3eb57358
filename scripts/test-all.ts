/**
 * `npm test`: every check and every test suite, in order, then one summary line computed from
 * the runners' JSON reports. Each check (lint, types, contracts ...) counts as one test. Runs
 * everything even after a failure, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const reports = join(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

interface Step {
  name: string
  command: string[]
  /** The step's JSON report, when it is a test runner. */
  report?: string
}

const steps: Step[] = [
  { name: 'generated client matches the contracts', command: ['npx', 'tsx', 'scripts/check-generated.ts'] },
  { name: 'contract lint (Redocly)', command: ['npx', 'redocly', 'lint', '--format=stylish'] },
  {
    // Every operation says whose data it may touch (x-access), covering every id it names.
    name: 'contract access rules (x-access)',
    command: ['npx', 'tsx', 'scripts/access/lint-access.ts'],
  },
  {
    // Prints what the branch's contract changes break (npm run contracts:diff against the merge
    // base with main), when contracts/ changed; a report for the reviewer, it fails only if it
    // cannot be made.
    name: 'contract changes since main (report)',
    command: ['npx', 'tsx', 'scripts/contracts-diff/since-main.ts'],
  },
  { name: 'ESLint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'Prettier', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'TypeScript', command: ['npx', 'tsc', '--noEmit'] },
  {
    // npm audit --omit=dev --audit-level=high: what ships to phones. Says so and passes when the
    // registry does not answer audit requests (docs/dependencies.md).
    name: 'Advisories of the runtime dependencies (npm audit)',
    command: ['npx', 'tsx', 'scripts/audit-runtime.ts'],
  },
  {
    name: 'Vitest (unit, browser, stories)',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    report: join(reports, 'vitest.json'),
  },
  {
    // Builds the demo and serves it (playwright.config.ts); JSON report to reports/e2e.json.
    name: 'End-to-end (Playwright, demo build)',
    command: ['npx', 'playwright', 'test'],
    report: join(reports, 'e2e.json'),
  },
  {
    // The production build behind the real nginx (deploy/nginx) against the mock API
    // (playwright.hosting.config.ts): headers, caching, deep links, the service worker's update.
    name: 'Hosting (Playwright, production build behind nginx)',
    command: ['npx', 'playwright', 'test', '--config', 'playwright.hosting.config.ts'],
    report: join(reports, 'hosting.json'),
  },
  {
    // Builds the static Storybook and compares its screen stories with the committed baselines
    // (playwright.visual.config.ts); JSON report to reports/visual.json, HTML report with
    // before/after/diff to reports/visual-html.
    name: 'Visual (screen stories against baselines)',
    command: ['npm', 'run', '--silent', 'test:visual'],
    report: join(reports, 'visual.json'),
  },
]

const counts = { passed: 0, failed: 0, skipped: 0 }
const failedSteps: string[] = []
/** Each failed test by name with the first line of its error, printed again beside the summary. */
const failedTests: string[] = []

for (const step of steps) {
  console.info(`\n▶ ${step.name}`)
  const started = Date.now()
  const result = spawnSync(step.command[0]!, step.command.slice(1), { cwd: root, stdio: 'inherit' })
  const ok = result.status === 0
  console.info(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (step.report) {
    const found = readReport(step.report)
    counts.passed += found.passed
    counts.failed += found.failed
    counts.skipped += found.skipped
    failedTests.push(...found.names.map((name) => `${step.name}: ${name}`))
    if (!ok && found.failed === 0) {
      counts.failed += 1 // the runner itself failed (crash, config error)
      failedSteps.push(step.name)
    }
  } else {
    counts[ok ? 'passed' : 'failed'] += 1
    if (!ok) failedSteps.push(step.name)
  }
}

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

interface PlaywrightSuite {
  title: string
  suites?: PlaywrightSuite[]
  specs?: {
    title: string
    file: string
    line: number
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[]
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

/** Counts, and the names of the failed tests, from a runner's JSON report (Vitest's or Playwright's). */
function readReport(file: string) {
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
              `${spec.file}:${spec.line} [${test.projectName}] ${spec.title} (${test.status}): ${firstLine(error)}`,
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

if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((name) => `  ✘ ${name}`).join('\n')}`)
if (failedSteps.length)
  console.error(
    `\nFailed outside any one test (an unhandled error, a crash, a configuration error; the step's own output above says which): ${failedSteps.join(', ')}`,
  )
const total = counts.passed + counts.failed
if (total === 0) console.error('\nNo test ran: that is a failure, not a pass.')
console.info(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
process.exit(counts.failed > 0 || total === 0 ? 1 : 0)
