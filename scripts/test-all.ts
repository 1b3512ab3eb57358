/**
 * `npm test`: every check and every test suite, then one summary line computed from the runners'
 * JSON reports. Each check (lint, types, contracts ...) counts as one test. Runs everything even
 * after a failure, so one run shows everything that is wrong; ends with each step's time.
 *
 * Stages run one after the other; the steps of a stage run side by side, each with its output
 * held back and printed whole when it ends (a runner alone in its stage prints as it goes). The
 * checks and the builds are single-threaded for most of their time, so on two cores they run
 * together (one after the other the checks alone took about 140 s); each test runner
 * fills both cores by itself.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { readReport } from './test-all/reports.ts'

const root = join(import.meta.dirname, '..')
const reports = join(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

interface Step {
  name: string
  command: string[]
  /** The step's JSON report, when it is a test runner. */
  report?: string
  /** It makes the builds the later steps open. */
  builds?: boolean
}

interface Stage {
  name: string
  /** How many of its steps run at once (first listed, first started: the longest come first). */
  concurrency: number
  steps: Step[]
}

const npx = (...args: string[]) => ['npx', ...args]

/** One Vitest process over the given projects, its JSON report to reports/vitest-<report>.json. */
function vitestStep(name: string, report: string, projects: string[]): Step {
  const json = join(reports, `vitest-${report}.json`)
  return {
    name,
    command: npx(
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ),
    report: json,
  }
}

const stages: Stage[] = [
  {
    // The generated-client check writes src/api/generated afresh (its output is left for review):
    // nothing that reads the sources runs beside it.
    name: 'Contracts',
    concurrency: 4,
    steps: [
      { name: 'generated client matches the contracts', command: npx('tsx', 'scripts/check-generated.ts') },
      { name: 'contract lint (Redocly)', command: npx('redocly', 'lint', '--format=stylish') },
      {
        // Every operation says whose data it may touch (x-access), covering every id it names.
        name: 'contract access rules (x-access)',
        command: npx('tsx', 'scripts/access/lint-access.ts'),
      },
      {
        // Prints what the branch's contract changes break (npm run contracts:diff against the merge
        // base with main), when contracts/ changed; a report for the reviewer, it fails only if it
        // cannot be made.
        name: 'contract changes since main (report)',
        command: npx('tsx', 'scripts/contracts-diff/since-main.ts'),
      },
      {
        // npm audit --omit=dev --audit-level=high: what ships to phones. Says so and passes when the
        // registry does not answer audit requests (docs/dependencies.md).
        name: 'Advisories of the runtime dependencies (npm audit)',
        command: npx('tsx', 'scripts/audit-runtime.ts'),
      },
    ],
  },
  {
    name: 'Static checks and builds',
    concurrency: 3,
    steps: [
      { name: 'ESLint', command: npx('eslint', '.', '--max-warnings=0') },
      {
        // Every artefact the tests open, built once (tests/build/artefacts.ts): the production
        // build, the demo, the two hosting releases and the static Storybook. The build tests,
        // the end-to-end, hosting and visual suites read them (TEST_BUILDS_READY below).
        name: 'Builds (production, demo, hosting A and B, Storybook)',
        command: ['node', '--import', 'tsx', 'tests/build/artefacts.ts', 'all'],
        builds: true,
      },
      { name: 'TypeScript', command: npx('tsc', '--noEmit') },
      { name: 'Prettier', command: npx('prettier', '--check', '.', '--log-level', 'warn') },
    ],
  },
  {
    // Three Vitest processes side by side (vitest.config.ts): the two halves of the stories, each a
    // chain of files in one browser page, and the node projects with the browser project. In one
    // process they would run one group after the other, leaving a core idle.
    name: 'Vitest',
    concurrency: 3,
    steps: [
      vitestStep('Vitest stories, first half', 'stories-1', ['storybook-1']),
      vitestStep('Vitest stories, second half', 'stories-2', ['storybook-2']),
      vitestStep('Vitest unit, browser and build', 'unit', ['unit', 'build', 'browser']),
    ],
  },
  {
    name: 'End-to-end',
    concurrency: 1,
    steps: [
      {
        // The demo build served by vite preview (playwright.config.ts); JSON report to reports/e2e.json.
        name: 'End-to-end (Playwright, demo build)',
        command: npx('playwright', 'test'),
        report: join(reports, 'e2e.json'),
      },
    ],
  },
  {
    name: 'Hosting',
    concurrency: 1,
    steps: [
      {
        // The production build behind the real nginx (deploy/nginx) against the mock API
        // (playwright.hosting.config.ts): headers, caching, deep links, the service worker's
        // update, and the offline pocket.
        name: 'Hosting and offline (Playwright, production build behind nginx)',
        command: npx('playwright', 'test', '--config', 'playwright.hosting.config.ts'),
        report: join(reports, 'hosting.json'),
      },
    ],
  },
  {
    name: 'Visual',
    concurrency: 1,
    steps: [
      {
        // The static Storybook's screen stories against the committed baselines
        // (playwright.visual.config.ts); JSON report to reports/visual.json, HTML report with
        // before/after/diff to reports/visual-html.
        name: 'Visual (screen stories against baselines)',
        command: ['npm', 'run', '--silent', 'test:visual'],
        report: join(reports, 'visual.json'),
      },
    ],
  },
]

interface Outcome {
  step: Step
  ok: boolean
  seconds: number
}

/** Runs one step; its output goes straight through when `live`, else it is printed whole at its end. */
function run(step: Step, live: boolean, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now()
  if (live) console.info(`\n▶ ${step.name}`)
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      cwd: root,
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const held: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
    const done = (ok: boolean, note = '') => {
      const seconds = (Date.now() - started) / 1000
      if (!live) {
        console.info(`\n▶ ${step.name}`)
        const output = Buffer.concat(held).toString().trimEnd()
        if (output) console.info(output)
      }
      console.info(`${ok ? '✔' : '✘'} ${step.name} (${seconds.toFixed(1)} s)${note}`)
      resolve({ step, ok, seconds })
    }
    child.on('error', (error) => done(false, `: ${error.message}`))
    child.on('close', (code) => done(code === 0))
  })
}

/** A stage's steps, at most `concurrency` at once, in the order listed. */
async function runStage(stage: Stage, env: NodeJS.ProcessEnv): Promise<Outcome[]> {
  const queue = [...stage.steps]
  const outcomes: Outcome[] = []
  const live = stage.steps.length === 1
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step, live, env))
  }
  await Promise.all(Array.from({ length: Math.min(stage.concurrency, stage.steps.length) }, worker))
  return stage.steps.map((step) => outcomes.find((outcome) => outcome.step === step)!)
}

/** The machine's busy and total CPU time so far (Linux's /proc/stat; undefined elsewhere). */
function cpuTimes(): { busy: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

/** How busy the cores were over a stage (all work on the machine), e.g. " (cores 83% busy)". */
function busyOver(before: ReturnType<typeof cpuTimes>): string {
  const after = cpuTimes()
  if (!before || !after || after.total === before.total) return ''
  return ` (cores ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}% busy)`
}

const counts = { passed: 0, failed: 0, skipped: 0 }
const failedSteps: string[] = []
/** Each failed test by name with the first line of its error, printed again beside the summary. */
const failedTests: string[] = []
const timings: Array<{ name: string; seconds: number; stage?: boolean; busy?: string }> = []

const runStarted = Date.now()
// Nothing is built before the first stage; once its builds succeeded, later runners open them
// and build nothing (tests/build/artefacts.ts). Had they failed, each runner builds its own again
// and shows why.
const env: NodeJS.ProcessEnv = { ...process.env, TEST_BUILDS_READY: undefined }
for (const stage of stages) {
  const started = Date.now()
  const cpuBefore = cpuTimes()
  const outcomes = await runStage(stage, env)
  if (outcomes.some(({ step, ok }) => ok && step.builds)) env.TEST_BUILDS_READY = '1'
  timings.push({ name: stage.name, seconds: (Date.now() - started) / 1000, stage: true, busy: busyOver(cpuBefore) })
  for (const { step, ok, seconds } of outcomes) {
    timings.push({ name: step.name, seconds })
    if (step.report) {
      const found = readReport(step.report, root)
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
}

const width = Math.max(...timings.map(({ name }) => name.length + 2))
console.info('\nTime per step (s; a stage is the wall time of its steps side by side):')
for (const { name, seconds, stage, busy } of timings)
  console.info(`${stage ? name : `  ${name}`}`.padEnd(width + 2) + seconds.toFixed(1).padStart(8) + (busy ?? ''))
console.info('Total'.padEnd(width + 2) + ((Date.now() - runStarted) / 1000).toFixed(1).padStart(8))

if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((name) => `  ✘ ${name}`).join('\n')}`)
if (failedSteps.length)
  console.error(
    `\nFailed outside any one test (an unhandled error, a crash, a configuration error; the step's own output above says which): ${failedSteps.join(', ')}`,
  )
const total = counts.passed + counts.failed
if (total === 0) console.error('\nNo test ran: that is a failure, not a pass.')
console.info(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
process.exit(counts.failed > 0 || total === 0 ? 1 : 0)
