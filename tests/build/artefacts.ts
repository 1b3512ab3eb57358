/**
 * Every build the tests open, made once per `npm test` (its first stage) and shared: the
 * production build (dist/: the build tests), the demo (dist-demo/: the build tests and the
 * end-to-end suite), production releases A and B against the hosting suite's mock API
 * (dist-hosting/a and b: nginx, the service worker's update, the offline pocket) and the static
 * Storybook (storybook-static/: the visual suite). Before, the suites built six apps and
 * a Storybook per run, the demo twice into the same folder.
 *
 * A suite run on its own builds what it opens through this file; under npm test, whose first
 * stage built everything, `TEST_BUILDS_READY=1` makes it do nothing.
 *
 *   node --import tsx tests/build/artefacts.ts <production|demo|hosting|storybook|all>...
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { HOSTING_DIR, HOSTING_MOCK_API, VERSIONS, buildOf, type Version } from '../hosting/hosting-setup.ts'

const ROOT = join(import.meta.dirname, '../..')
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')
const STORYBOOK = join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js')

export type Artefact = 'production' | 'demo' | 'hosting' | 'storybook'
const ALL: Artefact[] = ['production', 'demo', 'hosting', 'storybook']

/**
 * The caller's environment without what would change a build: a test runner's mode and VITE_
 * variables (Vitest sets NODE_ENV=test and the test mode's API bases), a stamped version.
 */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => !/^(VITE_|VITEST|NODE_ENV$|TEST$|MODE$|PROD$|DEV$|SSR$|BASE_URL$|APP_VERSION$)/.test(name),
  )
  return { ...Object.fromEntries(kept), ...extra }
}

function node(args: string[], env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env })
}

const builders: Record<Artefact, () => void> = {
  // `npm run build` (less its type check, which npm test runs on its own) and `npm run build:demo`
  // (less the Storybook it adds to dist-demo/storybook/: no test reads it).
  production: () => node([VITE, 'build', '--mode', 'production', '--logLevel', 'error'], cleanEnv()),
  demo: () => node([VITE, 'build', '--mode', 'demo', '--logLevel', 'error'], cleanEnv()),
  // Two releases, as `npm run build` makes them, pointed at the mock API; B only stamps another
  // version (a new service worker for the update test).
  hosting: () => {
    rmSync(HOSTING_DIR, { recursive: true, force: true })
    for (const [version, stamp] of Object.entries(VERSIONS) as Array<[Version, string]>) {
      node(
        [VITE, 'build', '--outDir', buildOf(version), '--logLevel', 'warn'],
        cleanEnv({
          APP_VERSION: stamp,
          VITE_API_BASE_URL: HOSTING_MOCK_API,
          VITE_RX_BASE_URL: `${HOSTING_MOCK_API}/rx`,
        }),
      )
    }
  },
  storybook: () => node([STORYBOOK, 'build', '--quiet'], cleanEnv()),
}

/** Builds what is asked, unless npm test built everything already. */
export function buildArtefacts(wanted: Artefact[]): void {
  if (process.env.TEST_BUILDS_READY === '1') return
  for (const artefact of wanted) {
    const started = Date.now()
    builders[artefact]()
    console.info(`built ${artefact} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}

if (import.meta.filename === process.argv[1]) {
  const asked = process.argv.slice(2)
  const wanted = asked.includes('all') ? ALL : (asked as Artefact[])
  const unknown = wanted.filter((artefact) => !ALL.includes(artefact))
  if (unknown.length || wanted.length === 0) {
    console.error(`usage: artefacts.ts <${ALL.join('|')}|all>... (unknown: ${unknown.join(', ')})`)
    process.exit(2)
  }
  buildArtefacts(wanted)
}
