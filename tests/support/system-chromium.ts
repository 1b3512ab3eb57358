/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROME_PATH) as every test runner launches
 * it: Vitest's browser mode, the end-to-end tests and the visual suite. Nothing downloads a browser.
 * A fresh object per call: each runner's projects get their own.
 *
 * The end-to-end and hosting suites drive Chromium's headless shell where the machine has it
 * (Debian's chromium-headless-shell, of the same version; CHROME_HEADLESS_SHELL to point
 * elsewhere): the same Blink and V8 without the full browser's window code, as Playwright
 * runs headless Chromium by default. Measured on four e2e files, two workers, quiet machine:
 * 111 s of CPU instead of 134 s. The visual suite stays on the full browser: its baselines are its
 * pixels, and the shell draws text a shade differently. Without the shell, everything uses the full
 * browser.
 */
import { existsSync } from 'node:fs'

const FULL_BROWSER = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL ?? '/usr/lib/chromium/chromium-headless-shell'

export const systemChromium = (extraArgs: string[] = [], options: { headlessShell?: boolean } = {}) => ({
  executablePath: options.headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    ...extraArgs,
  ],
})
