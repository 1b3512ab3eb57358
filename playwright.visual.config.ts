/**
 * The visual suite (tests/visual): Playwright Test in the system Chromium (nothing downloads a
 * browser) against the static Storybook (`npm run build-storybook` -> storybook-static/), served
 * by `vite preview`. `npm run test:visual` builds and runs it; `npm run test:visual:update`
 * rewrites the baselines that changed and deletes those whose story is gone.
 */
import { defineConfig } from 'playwright/test'
import { PHONE, STORYBOOK_PORT } from './tests/visual/phone.ts'
import { systemChromium } from './tests/support/system-chromium.ts'

// Same text rendering on every machine: no LCD subpixel colours, no hinting from fontconfig.
const TEXT_RENDERING_ARGS = ['--font-render-hinting=none', '--disable-lcd-text']

export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/visual.json' }],
    ['html', { outputFolder: 'reports/visual-html', open: 'never' }],
  ],
  // One flat folder, one PNG per story id (no browser/platform suffix: there is one of each).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A missing baseline fails (a new story must be accepted with the update command) and is
  // written only by the update command.
  updateSnapshots: 'none',
  expect: {
    toHaveScreenshot: {
      // Tolerance. Chromium draws the same build the same way on the same machine, nearly: in a
      // strict run (threshold 0, no pixel allowed) 150 of 152 screens matched exactly, and two
      // differed by 9 and 35 pixels of anti-aliased edges (the 35: the round corners of a
      // focused field's focus ring). `threshold` is the per-pixel colour distance (YIQ, 0..1) under which a pixel counts
      // as equal: 0.2, Playwright's default, takes such edge shading. `maxDiffPixels` then allows
      // a handful more. Deliberately not a ratio such as 1 %: 1 % of a 390 x 1688 screenshot is
      // 6,583 pixels, more than a changed amount (12,300원 -> 12,800원) or a moved line of text,
      // which is what a review must catch.
      threshold: 0.2,
      maxDiffPixels: 20,
      // Playwright's defaults, said out loud: CSS animations and transitions stopped at their
      // end (infinite ones at their start), text caret hidden, one image pixel per CSS pixel.
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: systemChromium(TEXT_RENDERING_ARGS),
    ...PHONE,
  },
  outputDir: 'reports/visual-results',
  webServer: {
    command: `npx vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort`,
    url: `http://localhost:${STORYBOOK_PORT}/iframe.html`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
})
