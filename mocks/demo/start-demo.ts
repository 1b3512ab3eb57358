/**
 * Demo mode: the sandbox in the page, the shared clock and the demo panel (the simulated shell
 * and the persona from the URL came first: ./boot.ts). Loaded only by src/app/enable-demo.ts.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { getApiConfig } from '@/api/http'
import { setAppClock } from '@/shared/lib/clock'
import { resetWorld, saveWorldNow, startSandboxWorker } from '../browser'
import { sandbox } from '../runtime/sandbox'
import { installedDemoShell } from './demo-shell'
import { demoStore } from './demo-store'
import { DemoRoot } from './DemoRoot'

/**
 * Starts the sandbox, the shared clock and the demo panel, in the shell ./boot.ts put in place
 * before the app's first render.
 */
export async function startDemo(): Promise<void> {
  const bridge = installedDemoShell()
  const config = getApiConfig()
  await startSandboxWorker({
    bases: { main: config.mainBaseUrl, rx: config.rxBaseUrl },
    workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
  })
  setAppClock(sandbox.clock)
  // The simulated shell's start: sign-outs the sandbox did not hear are tried again now that it runs.
  void bridge.retryUnheardSignOuts()

  // The shell's gestures for scripts (end-to-end tests, a presenter's console), reachable even
  // while a modal dialog makes the demo button inert: hanbitDemo.back(), hanbitDemo.shake().
  // A shake returns the native calls the app answered it with (the app handles it at once).
  Object.assign(window, {
    hanbitDemo: {
      back: () => bridge.emit('back'),
      shake: (): string[] => {
        const newest = demoStore.get().log[0]
        bridge.emit('shake')
        const log = demoStore.get().log
        const known = newest ? log.indexOf(newest) : -1
        return log.slice(0, known < 0 ? log.length : known).map((entry) => entry.call)
      },
    },
  })

  const host = document.createElement('div')
  host.id = 'demo-root'
  document.body.append(host)
  createRoot(host).render(createElement(DemoRoot, { bridge, resetWorld, saveWorld: saveWorldNow }))
}
