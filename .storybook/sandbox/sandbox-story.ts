import type { HttpHandler } from 'msw'
import seededWorld from 'virtual:sandbox-world'
import { configureApi, HTTP_TIMEOUT_MS } from '@/api/http'
import { setAppClock } from '@/shared/lib/clock'
import { setNativeBridge } from '@/shared/native'
import { rememberPatientNo } from '@/shared/session/patient-no-hint'
import { sessionStore } from '@/shared/session/session-store'
import { localSettings, type LocalSettings } from '@/shared/storage/local-settings'
import { controlHandlers } from '../../mocks/control/handlers'
import { createHandlers } from '../../mocks/handlers'
import type { Fault } from '../../mocks/runtime/faults'
import { loadWorld, sandbox } from '../../mocks/runtime/sandbox'
import { seededCredential } from '../../mocks/demo/seeded-credential'
import { findPersona, type PersonaId } from '../../mocks/seed/personas'
import { goOffline, resetConnection, type StoryOffline } from './offline-story'
import { createStoryBridge, type StoryNative } from './story-bridge'

/**
 * A story's world: who is signed in, when it is, which calls fail, and anything the story
 * changes in the seeded world before it renders.
 */
export interface SandboxParameters {
  /** 'none': signed out. Default: the outpatient persona. */
  persona?: PersonaId | 'none'
  /** The persona has switched to this family member's account. */
  actingAs?: string
  now?: string
  faults?: Record<string, Fault>
  setup?: (world: typeof sandbox) => void | Promise<void>
  native?: StoryNative
  /** The app's settings on this device (large font, shake ...), as the patient left them. */
  settings?: Partial<LocalSettings>
  /** The phone has no connection; what the app kept was received at `receivedAt`. */
  offline?: StoryOffline
  /**
   * The app's time limit of one call, shortened from the spec's 10 s so that a story proves what
   * follows a timeout (with a fault's latency just above it) without waiting 10 s of real time.
   */
  callTimeoutMs?: number
}

const BASES = { main: '/', rx: '/rx' }

export const sandboxHandlers = (): HttpHandler[] => [
  ...createHandlers(BASES),
  ...controlHandlers(BASES.main, { reset: () => loadWorld(seededWorld, { checked: true }) }),
]

/** Puts the story's world in place before it renders. */
export async function prepareSandbox(parameters: SandboxParameters = {}): Promise<void> {
  configureApi({
    mainBaseUrl: BASES.main,
    rxBaseUrl: BASES.rx,
    validateResponses: true,
    timeoutMs: parameters.callTimeoutMs ?? HTTP_TIMEOUT_MS,
  })
  resetConnection()
  await loadWorld(seededWorld, { checked: true })
  if (parameters.now) sandbox.clock.set(parameters.now)
  for (const [operationId, fault] of Object.entries(parameters.faults ?? {})) sandbox.faults.set(operationId, fault)
  await parameters.setup?.(sandbox)
  setAppClock(sandbox.clock)

  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.style.fontSize = ''
  // A device that has seen the first-run guide (a story may set it back to 'Y').
  localSettings.set('isFirstRun', 'N')
  localSettings.set('isOpenAppFirst', 'N')
  for (const [key, value] of Object.entries(parameters.settings ?? {})) {
    localSettings.set(key as keyof LocalSettings, value)
  }
  const persona = parameters.persona === 'none' ? undefined : findPersona(parameters.persona ?? 'outpatient')
  if (persona) {
    sessionStore.signedIn(persona.token, persona.userId)
    // A phone that has used the app: it knows from last time whether the account has a number.
    rememberPatientNo(persona.token, persona.patientNo !== '')
  } else sessionStore.signedOut()
  if (persona && parameters.actingAs) {
    const token = `story-acting-${parameters.actingAs}`
    await sandbox.db.sessions.create({
      token,
      userId: parameters.actingAs,
      mainUserId: persona.userId,
      issuedAt: sandbox.clock.nowIso(),
      signInId: `SI-SEED-${persona.userId}`,
      revoked: false,
    })
    sessionStore.switched(token)
  }

  const identity = parameters.native?.identity === undefined ? persona?.identity : parameters.native.identity
  // The persona signed in on this phone: its refresh credential is in the shell's keystore.
  const session = persona ? seededCredential(persona) : undefined
  setNativeBridge(
    createStoryBridge({ ...(session ? { session } : {}), ...parameters.native, identity: identity ?? null }),
  )
  if (parameters.offline) await goOffline(sandbox, parameters.offline)
}
