/**
 * The simulated shell and the persona from the address, put in place by ./boot.ts before the
 * app's first render (the first-run guide shows in the first paint, not over a home screen
 * seconds later); the sandbox's large chunk loads after that paint.
 */
import { setNativeBridge } from '@/shared/native'
import { holdSession } from '@/shared/native/session-stand-in'
import { sessionStore } from '@/shared/session/session-store'
import { rememberPatientNo } from '@/shared/session/patient-no-hint'
import { findPersona } from '../seed/personas'
import { createDemoBridge, demoKeystore, type DemoBridge } from './demo-bridge'
import { seededCredential } from './seeded-credential'

/**
 * `?persona=<id>` signs in as that persona; `?persona=none` signs out. Read from the address the
 * page was opened with, before the router starts, then taken off the address.
 */
function applyPersonaFromUrl(openedAt: string, bridge: DemoBridge): void {
  const id = new URL(openedAt).searchParams.get('persona')
  if (id === null) return
  const persona = findPersona(id)
  if (id === 'none' || persona) {
    // Whoever was signed in leaves as at the app's sign-out: the phone's medicine alarms go too.
    if (sessionStore.getSnapshot().token) void bridge.cancelAllDailyAlarms()
    sessionStore.signedOut()
  }
  if (persona) {
    sessionStore.signedIn(persona.token, persona.userId)
    // A phone that has used the app: it knows from last time whether the account has a number.
    rememberPatientNo(persona.token, persona.patientNo !== '')
    // Its sign-in on this phone: the refresh credential in the simulated shell's keystore.
    holdSession(demoKeystore, seededCredential(persona))
  } else if (id === 'none') {
    holdSession(demoKeystore, null)
  }
  const current = new URL(window.location.href)
  if (!current.searchParams.has('persona')) return
  current.searchParams.delete('persona')
  window.history.replaceState(window.history.state, '', current)
}

let installed: DemoBridge | undefined

/** Puts the simulated shell in place; `openedAt` is the page's address before the router touched it. */
export function installDemoShell(openedAt: string): void {
  const bridge = createDemoBridge()
  setNativeBridge(bridge)
  applyPersonaFromUrl(openedAt, bridge)
  installed = bridge
}

/** The shell ./boot.ts put in place, for the sandbox that starts after the first paint. */
export function installedDemoShell(): DemoBridge {
  if (!installed) throw new Error('the demo shell is not in place (mocks/demo/boot.ts runs first)')
  return installed
}
