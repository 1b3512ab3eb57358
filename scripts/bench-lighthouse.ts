/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on slow 4G,
 * simulated) in the system Chromium, side by side in one run, median of RUNS (3) runs each:
 *
 * - a reference: the smallest React 19 + react-router + TanStack Query app
 *   (scripts/bench-reference/, built here to dist-reference/), what the stack itself costs;
 * - the production home, from a production build whose API base is the standalone mock API
 *   (`npm run mock:server`, started here), so it loads real answers: dist-bench/. Three ways:
 *   signed out; signed in on a first start (the phone holds the persona's session, nothing of the
 *   app is cached yet); signed in on a second start (the app was opened once before: its service
 *   worker is in place, the kept answers and the font too);
 * - the demo's home as the outpatient persona and its department list (`/department`), from
 *   the demo build (dist-demo/, as `npm run build:demo`, its Storybook aside).
 *
 * The production rows are served as production serves them: the real nginx with deploy/nginx over
 * HTTPS and HTTP/2, the API another origin behind nginx too (scripts/bench-nginx.ts). The reference
 * and the demo are served compressed (brotli) by the bench's own small static host
 * (scripts/bench-static-server.ts). Each run is in a browser profile of its own: a first visit, unless the row prepares the
 * phone (the signed-in rows put the session in its storage on a blank page of the origin, or open
 * the app once, before Lighthouse measures without resetting that storage).
 *
 * Printed as one table: the JavaScript that had arrived by the first contentful paint (gzip, as
 * transferred), all JavaScript of the load, the performance score, FCP, LCP and TBT. Figures,
 * not a test: timings vary from machine to machine, and TBT with what else the machine runs.
 *
 * `LIGHTHOUSE_REPORTS=<dir>` keeps every run's report (JSON) there, to read the diagnostics
 * (bootup-time, mainthread-work-breakdown, render-blocking resources ...). `ONLY=<text>` measures
 * only the rows whose name contains it (`a|b`: either; the reference row with a row, for its ratio).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright'
import { serveWithNginx } from './bench-nginx.ts'
import { BLANK_PATH, serveStatic } from './bench-static-server.ts'

/** What a row's phone holds before Lighthouse measures: nothing (a first visit), or more. */
type Preparation = 'first-visit' | 'signed-in' | 'opened-before'

interface Target {
  name: string
  /** The build directory, served by the bench's own static host. */
  dir: string
  port: number
  path: string
  prepare: Preparation
  /** Production's nginx over HTTPS and HTTP/2 (scripts/bench-nginx.ts), or the bench's own static host. */
  host: 'nginx' | 'static'
}

/** Node runs Vite and the mock server itself, so killing a child really stops it. */
const VITE = 'node_modules/vite/bin/vite.js'
const REFERENCE_CONFIG = 'scripts/bench-reference/vite.config.ts'
const MOCK_API_PORT = 4010
/** nginx in front of the mock API, over HTTPS and HTTP/2: the production build's API base. */
const API_TLS_PORT = 4443
const TARGETS = (
  [
    {
      name: 'reference React 19 + router + query',
      dir: 'dist-reference',
      port: 4179,
      path: '/',
      prepare: 'first-visit',
      host: 'static',
    },
    {
      name: 'production home (signed out)',
      dir: 'dist-bench',
      port: 4180,
      path: '/',
      prepare: 'first-visit',
      host: 'nginx',
    },
    {
      name: 'production home (signed in, first start)',
      dir: 'dist-bench',
      port: 4183,
      path: '/',
      prepare: 'signed-in',
      host: 'nginx',
    },
    {
      name: 'production home (signed in, second start, service worker in place)',
      dir: 'dist-bench',
      port: 4184,
      path: '/',
      prepare: 'opened-before',
      host: 'nginx',
    },
    {
      name: 'demo home (?persona=outpatient)',
      dir: 'dist-demo',
      port: 4181,
      path: '/?persona=outpatient',
      prepare: 'first-visit',
      host: 'static',
    },
    {
      name: 'demo /department',
      dir: 'dist-demo',
      port: 4182,
      path: '/department',
      prepare: 'first-visit',
      host: 'static',
    },
  ] satisfies Target[]
).filter((target) => (process.env.ONLY ?? '').split('|').some((part) => target.name.includes(part)))
const RUNS = Number(process.env.RUNS ?? 3)
const REPORTS = process.env.LIGHTHOUSE_REPORTS

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

const originOf = (target: Target) => `${target.host === 'nginx' ? 'https' : 'http'}://localhost:${target.port}`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(target: Target, port: number, runIndex: number) {
  const result = await lighthouse(
    `${originOf(target)}${target.path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A prepared phone keeps what it holds (the session, the service worker and its caches).
      disableStorageReset: target.prepare !== 'first-visit',
    },
    // The default config is the mobile preset.
  )
  if (!result) throw new Error('Lighthouse gave no result')
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true })
    const file = `${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${runIndex + 1}.json`
    writeFileSync(join(REPORTS, file), JSON.stringify(result.lhr))
  }
  const { audits, categories } = result.lhr
  const metrics = (audits.metrics?.details as { items: Array<Record<string, number>> } | undefined)?.items[0] ?? {}
  const requests = (audits['network-requests']?.details as { items: NetworkRequest[] } | undefined)?.items ?? []
  const scripts = requests.filter((request) => request.resourceType === 'Script')
  const observedFcp = metrics.observedFirstContentfulPaint ?? 0
  const sum = (list: NetworkRequest[]) => list.reduce((total, request) => total + (request.transferSize ?? 0), 0)
  return {
    initialJs: sum(scripts.filter((request) => (request.networkEndTime ?? Infinity) <= observedFcp)),
    allJs: sum(scripts),
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: metrics.firstContentfulPaint ?? 0,
    lcp: metrics.largestContentfulPaint ?? 0,
    tbt: metrics.totalBlockingTime ?? 0,
  }
}
type Figures = Awaited<ReturnType<typeof measure>>

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
/** A time as a multiple of the floor's (the reference row, measured in the same run). */
const times = (value: number, floor: number | undefined) => (floor ? `${(value / floor).toFixed(2)}x` : '-')
const COLUMNS: Array<[string, (figures: Figures, floor?: Figures) => string]> = [
  ['initial JS gzip', (f) => kb(f.initialJs)],
  ['all JS', (f) => kb(f.allJs)],
  ['score', (f) => String(f.score)],
  ['FCP', (f) => seconds(f.fcp)],
  ['LCP', (f) => seconds(f.lcp)],
  // Seconds move from machine to machine; the ratio to the floor measured beside them does not as much.
  ['FCP / floor', (f, floor) => times(f.fcp, floor?.fcp)],
  ['LCP / floor', (f, floor) => times(f.lcp, floor?.lcp)],
  ['TBT', (f) => ms(f.tbt)],
]

/** The floor: the reference app's row (what the stack itself costs), when it was measured. */
const FLOOR_ROW = 'reference'

function table(rows: Array<[string, Figures]>): string {
  const floor = rows.find(([name]) => name.toLowerCase().includes(FLOOR_ROW))?.[1]
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(['', ...COLUMNS.map(([title]) => title)]),
    line(['---', ...COLUMNS.map(() => '---:')]),
    ...rows.map(([name, figures]) => line([name, ...COLUMNS.map(([, format]) => format(figures, floor))])),
  ].join('\n')
}

const mockApi = `http://localhost:${MOCK_API_PORT}`
const apiBase = `https://localhost:${API_TLS_PORT}`
await run(process.execPath, [VITE, 'build', '--config', REFERENCE_CONFIG, '--logLevel', 'warn'])
await run(process.execPath, [VITE, 'build', '--outDir', 'dist-bench', '--logLevel', 'warn'], {
  VITE_API_BASE_URL: apiBase,
  VITE_RX_BASE_URL: `${apiBase}/rx`,
})
await run(process.execPath, [VITE, 'build', '--mode', 'demo', '--logLevel', 'warn'])
const mockServer = await started(
  spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(MOCK_API_PORT) },
  }),
  `${mockApi}/__demo/personas`,
)

interface Persona {
  id: string
  userId: string
  token: string
}

/** The outpatient persona's session, as the app stores a sign-in (the mock API hands out its token). */
async function outpatientSession(): Promise<Record<string, string>> {
  const personas = (await (await fetch(`${mockApi}/__demo/personas`)).json()) as Persona[]
  const persona = personas.find((candidate) => candidate.id === 'outpatient')
  if (!persona) throw new Error('no outpatient persona on the mock API')
  return {
    'access-token': persona.token,
    'main-access-token': persona.token,
    userId: persona.userId,
    isLoginAccount: 'Y',
    isloginType: '5',
    // A phone that has read the first-run guide (the week's notice is left to show, as it would).
    isFirstRun: 'N',
    isOpenAppFirst: 'N',
  }
}

/**
 * Makes the run's fresh browser the phone the row describes, through the DevTools protocol:
 * signed in (the session in the origin's storage, written on a blank page where no app code runs),
 * and for a second start, the app opened once until its service worker controls the page and the
 * answers it keeps are written.
 */
async function prepare(target: Target, debuggingPort: number): Promise<void> {
  if (target.prepare === 'first-visit') return
  const origin = originOf(target)
  const browser = await chromium.connectOverCDP(`http://localhost:${debuggingPort}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(`${origin}${BLANK_PATH}`)
    await page.evaluate(
      (session) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value)
      },
      await outpatientSession(),
    )
    if (target.prepare === 'opened-before') {
      await page.goto(`${origin}${target.path}`, { waitUntil: 'load' })
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      await page.waitForFunction(() => {
        const copy = localStorage.getItem('personal:offline-copy') ?? ''
        return copy.includes('/api/common/today-schedule')
      })
      // The page's quiet work after load (the font's subsets) has finished.
      await page.waitForLoadState('networkidle')
    }
    await page.close()
  } finally {
    // Disconnects; the browser (chrome-launcher's) stays for Lighthouse.
    await browser.close()
  }
}

/**
 * Every run in a browser of its own (a fresh profile): a first visit unless the row prepares it.
 * Lighthouse clears the HTTP cache between runs but not localStorage, so later runs in one browser
 * would be half a returning visit (the app's device flags set, none of the files they stand for
 * cached).
 */
async function measureFresh(target: Target, runIndex: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      // The nginx rows' self-signed certificate for localhost (scripts/bench-nginx.ts).
      '--ignore-certificate-errors',
    ],
  })
  try {
    await prepare(target, chrome.port)
    return await measure(target, chrome.port, runIndex)
  } finally {
    chrome.kill()
  }
}

const nginxSites = TARGETS.filter((target) => target.host === 'nginx')
const nginx = await serveWithNginx(nginxSites, { port: API_TLS_PORT, upstream: mockApi })
const rows: Array<[string, Figures]> = []
try {
  for (const target of TARGETS) {
    const server = target.host === 'static' ? await serveStatic(target.dir, target.port) : undefined
    try {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await measureFresh(target, i))
      const figures = Object.fromEntries(
        (Object.keys(runs[0]!) as Array<keyof Figures>).map((key) => [key, median(runs.map((run) => run[key]))]),
      ) as Figures
      rows.push([target.name, figures])
      console.info(`measured ${target.name}`)
    } finally {
      server?.close()
    }
  }
} finally {
  await nginx.stop()
  mockServer.kill()
}
console.info(
  `\nLighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs each (per column).` +
    '\nProduction rows: the real nginx with deploy/nginx (gzip, cache headers, security headers) over HTTPS and' +
    "\nHTTP/2, the API another origin behind nginx too (scripts/bench-nginx.ts). Other rows: the bench's own" +
    '\nstatic host, compressed (brotli; scripts/bench-static-server.ts).\n',
)
console.info(table(rows))
