/**
 * Demo mode: the sandbox in the page, the simulated shell, the shared clock, the persona from
 * the URL, and the demo panel. Loaded only by src/app/enable-demo.ts.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { getApiConfig } from '../../src/api/http'
import { setAppClock } from '../../src/shared/lib/clock'
import { setNativeBridge } from '../../src/shared/native'
import { sessionStore } from '../../src/shared/session/session-store'
import { resetWorld, saveWorldNow, startSandboxWorker } from '../browser'
import { sandbox } from '../runtime/sandbox'
import { findPersona } from '../seed/personas'
import { createDemoBridge } from './demo-bridge'
import { demoStore } from './demo-store'
import { DemoRoot } from './DemoRoot'
import { restoreFaults } from './faults-storage'

/** `?persona=<id>` signs in as that persona; `?persona=none` signs out. */
function applyPersonaFromUrl(): void {
  const url = new URL(window.location.href)
  const id = url.searchParams.get('persona')
  if (id === null) return
  if (id === 'none') sessionStore.signedOut()
  const persona = findPersona(id)
  if (persona) {
    sessionStore.signedOut()
    sessionStore.signedIn(persona.token, persona.userId)
  }
  url.searchParams.delete('persona')
  window.history.replaceState(window.history.state, '', url)
}

export async function startDemo(): Promise<void> {
  applyPersonaFromUrl()
  const bridge = createDemoBridge()
  setNativeBridge(bridge)
  const config = getApiConfig()
  await startSandboxWorker({
    bases: { main: config.mainBaseUrl, rx: config.rxBaseUrl },
    workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
  })
  restoreFaults(sandbox.faults)
  setAppClock(sandbox.clock)

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
