/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on slow 4G,
 * simulated) against the built production app and the built demo, each served by
 * `vite preview`, in the system Chromium. Prints the paint metrics, the JavaScript transferred
 * in all, and the JavaScript that had arrived by the first contentful paint. Figures, not a
 * test: a benchmark's timings vary from machine to machine.
 *
 * The production figures come from a production build whose API base is the standalone mock
 * API (`npm run mock:server`, started here), so the home screen loads real answers instead of
 * failing to reach the hospital: dist-bench/, built here like `npm run build`. The demo is
 * built to dist-demo/ as `npm run build:demo` does (its Storybook aside).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

interface Target {
  name: string
  outDir: string
  mode: string
  port: number
  path: string
}

/** Node runs Vite and the mock server itself, so killing a child really stops it. */
const VITE = 'node_modules/vite/bin/vite.js'
const MOCK_API_PORT = 4010
const TARGETS: Target[] = [
  { name: 'production, home (signed out)', outDir: 'dist-bench', mode: 'production', port: 4180, path: '/' },
  { name: 'demo, home as outpatient', outDir: 'dist-demo', mode: 'demo', port: 4181, path: '/?persona=outpatient' },
]
const RUNS = Number(process.env.RUNS ?? 3)

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
  networkEndTime?: number
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))))
  })
}

async function started(server: ChildProcess, url: string): Promise<ChildProcess> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url)
      return server
    } catch {
      await sleep(200)
    }
  }
  server.kill()
  throw new Error(`${url} did not start`)
}

const serve = (target: Target) =>
  started(
    spawn(
      process.execPath,
      [
        VITE,
        'preview',
        '--mode',
        target.mode,
        '--outDir',
        target.outDir,
        '--port',
        String(target.port),
        '--strictPort',
      ],
      { stdio: 'ignore' },
    ),
    `http://localhost:${target.port}/`,
  )

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(target: Target, port: number) {
  const result = await lighthouse(
    `http://localhost:${target.port}${target.path}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // The default config is the mobile preset.
  )
  if (!result) throw new Error('Lighthouse gave no result')
  const { audits, categories } = result.lhr
  const metrics = (audits.metrics?.details as { items: Array<Record<string, number>> } | undefined)?.items[0] ?? {}
  const requests = (audits['network-requests']?.details as { items: NetworkRequest[] } | undefined)?.items ?? []
  const scripts = requests.filter((request) => request.resourceType === 'Script')
  const observedFcp = metrics.observedFirstContentfulPaint ?? 0
  const sum = (list: NetworkRequest[]) => list.reduce((total, request) => total + (request.transferSize ?? 0), 0)
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: metrics.firstContentfulPaint ?? 0,
    lcp: metrics.largestContentfulPaint ?? 0,
    tbt: metrics.totalBlockingTime ?? 0,
    javascript: sum(scripts),
    javascriptByFirstPaint: sum(scripts.filter((request) => (request.networkEndTime ?? Infinity) <= observedFcp)),
  }
}

const mockApi = `http://localhost:${MOCK_API_PORT}`
await run(process.execPath, [VITE, 'build', '--outDir', 'dist-bench', '--logLevel', 'warn'], {
  VITE_API_BASE_URL: mockApi,
  VITE_RX_BASE_URL: `${mockApi}/rx`,
})
await run(process.execPath, [VITE, 'build', '--mode', 'demo', '--logLevel', 'warn'])
const mockServer = await started(
  spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(MOCK_API_PORT) },
  }),
  `${mockApi}/__demo/personas`,
)

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  console.info(`Lighthouse ${RUNS} runs each, mobile preset (simulated slow 4G, 4x CPU slowdown); medians`)
  for (const target of TARGETS) {
    const server = await serve(target)
    try {
      const runs: Array<Awaited<ReturnType<typeof measure>>> = []
      for (let i = 0; i < RUNS; i++) runs.push(await measure(target, chrome.port))
      const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]))
      console.info(`\n${target.name} (${target.outDir})`)
      console.info(`  performance score        ${pick('score')}`)
      console.info(`  first contentful paint   ${ms(pick('fcp'))}`)
      console.info(`  largest contentful paint ${ms(pick('lcp'))}`)
      console.info(`  total blocking time      ${ms(pick('tbt'))}`)
      console.info(`  JavaScript transferred   ${kb(pick('javascript'))} (all of the load)`)
      console.info(`  JavaScript by first paint ${kb(pick('javascriptByFirstPaint'))}`)
    } finally {
      server.kill()
    }
  }
} finally {
  chrome.kill()
  mockServer.kill()
}
