/**
 * A production build with VITE_DEMO set would ship the sandbox (the seeded world, personas and
 * their tokens); tests/build strips VITE_* before it builds, so only this catches it. The config
 * refuses such a build before any file is written: fast enough for the unit project.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refuseDemoOutsideDemo } from '../../../scripts/vite/refuse-demo-build'

const ROOT = join(import.meta.dirname, '../../..')

/** The shell's environment less Vitest's own (its mode and VITE_ variables), as tests/build does. */
const cleanEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITE_|VITEST|NODE_ENV$|TEST$|MODE$|PROD$|DEV$|SSR$|BASE_URL$)/.test(name),
    ),
  )

describe('a build with VITE_DEMO outside the demo', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is refused by `vite build` before anything is written', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'demo-flag-'))
    try {
      const vite = join(ROOT, 'node_modules/vite/bin/vite.js')
      const run = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
        cwd: ROOT,
        env: { ...cleanEnv(), VITE_DEMO: 'true' },
        encoding: 'utf8',
        timeout: 120_000,
      })
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain('VITE_DEMO=true in a production build: the sandbox would ship to patients')
      expect(readdirSync(outDir)).toEqual([])
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 130_000)

  it('is refused in any non-demo build mode, whatever the value', () => {
    vi.stubEnv('VITE_DEMO', '1')
    expect(() => refuseDemoOutsideDemo('build', 'production', ROOT)).toThrow(/VITE_DEMO=1 in a production build/)
    expect(() => refuseDemoOutsideDemo('build', 'staging', ROOT)).toThrow(/in a staging build/)
  })

  it('is the demo itself in mode demo, and nothing at all for the dev server', () => {
    vi.stubEnv('VITE_DEMO', 'true')
    expect(() => refuseDemoOutsideDemo('build', 'demo', ROOT)).not.toThrow()
    expect(() => refuseDemoOutsideDemo('serve', 'development', ROOT)).not.toThrow()
  })

  it('lets the production build through without it', () => {
    vi.stubEnv('VITE_DEMO', '')
    expect(() => refuseDemoOutsideDemo('build', 'production', ROOT)).not.toThrow()
  })
})
