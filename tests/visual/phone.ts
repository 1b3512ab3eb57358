/**
 * The phone every screenshot is taken on, and where the static Storybook is served. Shared by
 * playwright.visual.config.ts (the server) and the suite's page (tests/visual/screens.visual.ts).
 */
import type { BrowserContextOptions } from 'playwright/test'

/** VISUAL_PORT lets two checkouts run the visual suite side by side. */
export const STORYBOOK_PORT = Number(process.env.VISUAL_PORT ?? 6007)

/**
 * 390 px wide (the design's 360-430 px world), Korean, in Korea, light theme. Device scale 1
 * keeps the baselines small (a quarter of a 2x screenshot) and shows every change a designer
 * looks for; the published Storybook is there to look closer. Reduced motion: a still image
 * reviews the resting state, not the motion (the app honours the setting).
 */
export const PHONE: BrowserContextOptions = {
  baseURL: `http://localhost:${STORYBOOK_PORT}`,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  colorScheme: 'light',
  reducedMotion: 'reduce',
  serviceWorkers: 'allow',
}
