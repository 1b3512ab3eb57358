import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { msw } from 'msw/vite'
import { defineConfig, mergeConfig } from 'vitest/config'
import { sandboxWorld } from './mocks/vite-plugin.ts'
import viteConfig from './vite.config.ts'
import { systemChromium } from './tests/support/system-chromium.ts'
import { PDF_OPENS_MS } from './.storybook/waits.ts'

/** A fresh browser config per project: vitest refuses one instances array shared by two projects. */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: systemChromium(),
      contextOptions: { locale: 'ko-KR', timezoneId: 'Asia/Seoul' },
    }),
    viewport: { width: 390, height: 844 },
    screenshotFailures: false,
    instances: [{ browser: 'chromium' as const }],
  }
}

/** Pre-bundled up front: a cold cache otherwise bundles React twice in browser mode. */
const BROWSER_DEPS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'dayjs',
  'dayjs/plugin/utc',
  'dayjs/plugin/timezone',
  // The card's encoder alone (src/shared/ui/barcode/code128.ts): found late, it made Vite reload the page.
  'jsbarcode/bin/barcodes/CODE128/CODE128C.js',
  'qrcode.react',
  'es-hangul',
  'dompurify',
  'react-hook-form',
  'zod',
  'msw',
  'msw/browser',
  'vitest-browser-react',
  '@use-gesture/react',
  'lucide-react',
  'pdfjs-dist',
]

/**
 * The story files in two halves by folder, each half its own project (so its own browser context,
 * storage and world): one project's files must run one after the other (they share one origin's
 * storage), and that one chain was the suite's critical path with a core left idle. `npm test`
 * runs the two halves and the other projects as three Vitest processes side by side
 * (scripts/test-all.ts); in one process the groups run one after the other. Every story folder
 * falls in exactly one half, new features too.
 */
const folders = (parent: string) =>
  readdirSync(join(import.meta.dirname, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
/** Each feature, then every other folder of src/ (app, shared ...). */
const STORY_FOLDERS = [...folders('src/features'), ...folders('src').filter((folder) => folder !== 'src/features')]
/** Every other folder (alphabetical): the large features spread evenly enough between the halves. */
const STORY_HALVES = [0, 1].map((parity) => STORY_FOLDERS.filter((_, index) => index % 2 === parity))

/** The stories outside `skipped`, one file at a time in one page, in their own group (below). */
function storyProject(name: string, skipped: string[], groupOrder: number) {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      exclude: skipped.map((folder) => `${folder}/**`),
      sequence: { groupOrder },
      browser: chromium(),
      // One story file at a time: the files share one origin, so their localStorage (the
      // session tokens) and sessionStorage would leak into each other side by side.
      fileParallelism: false,
      // All story files in one page, one after the other: each story already starts from
      // its own world and storage (.storybook/preview.tsx, prepareSandbox), so a new page
      // per file only loaded the app's modules again (18 files took 379 s
      // isolated, 259 s in one page, on a machine with other work).
      isolate: false,
      // Above the report stories' own wait for pdf.js (PDF_OPENS_MS, .storybook/waits.ts): with
      // the same 30 s as that wait, the test's bound ended first on a busy machine, and a slow
      // first load failed as a timeout instead of passing once the page showed.
      testTimeout: PDF_OPENS_MS + 30_000,
    },
  }
}

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    optimizeDeps: { include: BROWSER_DEPS },
    test: {
      // Bounds for a busy machine (a two-core machine with other work failed a session
      // test at the default 5 s); they cost a passing test nothing.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'mocks/**/*.test.ts'],
            exclude: ['**/*.browser.test.*', '**/node_modules/**'],
            setupFiles: ['tests/setup/unit.ts'],
            // The files share one module graph (not loaded again per file): each test already starts
            // from its own world (resetSandbox) and storage (tests/setup/unit.ts), and the per-file
            // load of the sandbox and the contracts was most of the time (142 files, quiet machine:
            // 133 s isolated, 59 s shared; the same 2,836 tests pass in any file order).
            isolate: false,
          },
        },
        {
          extends: true,
          // Serves the msw worker script to the test page, and the seeded world as data.
          plugins: [msw({ mode: 'worker-only' }), sandboxWorld()],
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.{ts,tsx}', 'src/**/*.browser.test.{ts,tsx}'],
            setupFiles: ['tests/setup/browser.ts'],
            browser: chromium(),
            // One file at a time: the files share one origin and so their storage.
            fileParallelism: false,
            // A project of one worker runs in a group of its own, after the node projects, whose
            // workers follow the machine's cores (Vitest refuses two worker counts in one group).
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'build',
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            // Builds dist/ and dist-demo/ once, as npm run build and build:demo do (less its Storybook).
            globalSetup: ['tests/build/build-once.ts'],
          },
        },
        storyProject('storybook-1', STORY_HALVES[1]!, 2),
        storyProject('storybook-2', STORY_HALVES[0]!, 3),
      ],
    },
  }),
)
