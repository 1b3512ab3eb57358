/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROME_PATH) as every test runner launches
 * it: Vitest's browser mode, the end-to-end tests and the visual suite. Nothing downloads a browser.
 * A fresh object per call: each runner's projects get their own.
 */
export const systemChromium = (extraArgs: string[] = []) => ({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
