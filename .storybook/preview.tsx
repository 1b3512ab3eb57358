import addonA11y from '@storybook/addon-a11y'
import { definePreview } from '@storybook/react-vite'
import addonMsw from 'msw-storybook-addon'
import { configure } from 'storybook/test'
import { setUpAppHttp } from '@/app/http-setup'
import { markStartupReady } from '@/app/startup'
import { settleWorkerUpdates } from '../mocks/runtime/worker-update'
import { withQueryClient } from './decorators'
import { prepareSandbox, sandboxHandlers, type SandboxParameters } from './sandbox/sandbox-story'
import '@/shared/ui/styles/global.css'
// The app links its web font's faces at start (src/shared/ui/web-font); every story shows them.
import '@/shared/ui/web-font/pretendard.css'

// Stories render the whole app and go through several calls: on a busy machine (CI, two cores
// running browser tests side by side) one second is not always enough for findBy... queries, nor
// were five (a story failed at 5 s on a two-core machine with other work). A bound on
// waiting for what the screen shows costs a passing story nothing. The visual suite, which plays
// stories two at a time only to photograph the state they reach, sets its own (`__storyWaitMs`,
// tests/visual/page-probe.ts).
configure({ asyncUtilTimeout: (globalThis as { __storyWaitMs?: number }).__storyWaitMs ?? 15_000 })

setUpAppHttp()
markStartupReady()

/**
 * msw-storybook-addon's worker, but registered beside Storybook's iframe.html. Published inside
 * the demo (dist-demo/storybook/), Storybook then has its own worker (scope /storybook/) instead of
 * sharing the demo's (scope /), which lets a story's calls through to the file server once the
 * demo has been opened in the same browser. At the root (storybook dev, storybook-static) the
 * address is /mockServiceWorker.js as before; elsewhere (the story tests in Vitest) msw's default.
 */
async function startSandboxWorker() {
  const { setupWorker } = await import('msw/browser')
  const worker = setupWorker()
  const url = location.pathname.endsWith('/iframe.html')
    ? new URL('mockServiceWorker.js', location.href).pathname
    : '/mockServiceWorker.js'
  settleWorkerUpdates()
  // The addon's other option (onUnhandledRequest) is msw 2's and msw 3 ignores it: not repeated.
  await worker.start({ quiet: true, serviceWorker: { url } })
  return worker
}

export default definePreview({
  addons: [addonA11y(), addonMsw(startSandboxWorker)],
  decorators: [withQueryClient],
  parameters: {
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
  // Every story: the seeded sandbox world behind every call, prepared as the story says.
  async beforeEach({ msw, parameters }) {
    msw.use(...sandboxHandlers())
    await prepareSandbox((parameters as { sandbox?: SandboxParameters }).sandbox)
  },
})
