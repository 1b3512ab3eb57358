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

/**
 * `?persona=<id>` signs in as that persona; `?persona=none` signs out. Read from the address the
 * page was opened with, since the router may have moved on by now (a parent route redirects to
 * its child, the guard to sign-in), then taken off the address wherever it is.
 */
function applyPersonaFromUrl(openedAt: string): void {
  const id = new URL(openedAt).searchParams.get('persona')
  if (id === null) return
  if (id === 'none') sessionStore.signedOut()
  const persona = findPersona(id)
  if (persona) {
    sessionStore.signedOut()
    sessionStore.signedIn(persona.token, persona.userId)
  }
  const current = new URL(window.location.href)
  if (!current.searchParams.has('persona')) return
  current.searchParams.delete('persona')
  window.history.replaceState(window.history.state, '', current)
}

/** Starts the demo; `openedAt` is the page's address before the app's router touched it. */
export async function startDemo(openedAt: string): Promise<void> {
  applyPersonaFromUrl(openedAt)
  const bridge = createDemoBridge()
  setNativeBridge(bridge)
  const config = getApiConfig()
  await startSandboxWorker({
    bases: { main: config.mainBaseUrl, rx: config.rxBaseUrl },
    workerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
  })
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
