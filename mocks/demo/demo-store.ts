/**
 * The demo's own state: what the simulated shell is asking the presenter (identity verification,
 * card payment, card registration), where the phone is, and the log of native calls.
 */
import type { CardDeclineCode, CardManagementResult, CardPaymentRequest } from '@/shared/native'
import type { Persona } from '../seed/personas'

/** What the presenter decides on the card page: approve, cancel, or decline for a reason. */
export type CardDecision = 'approve' | 'cancel' | { decline: CardDeclineCode }

export type DemoRequest =
  | { kind: 'identity'; resolve: (person: Persona['identity'] | null) => void }
  | { kind: 'payment'; request: CardPaymentRequest; resolve: (decision: CardDecision) => void }
  | { kind: 'cards'; authToken: string; resolve: (result: CardManagementResult) => void }

export interface LogEntry {
  at: string
  call: string
}

/** Where the simulated phone is, or that the patient refused the location permission. */
export type DemoLocation = 'inside' | 'outside' | 'denied'

interface DemoState {
  request: DemoRequest | null
  location: DemoLocation
  log: LogEntry[]
}

let state: DemoState = {
  request: null,
  location: (sessionStorage.getItem('demo-location') as DemoState['location'] | null) ?? 'inside',
  log: [],
}
const listeners = new Set<() => void>()

function set(next: Partial<DemoState>): void {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
}

export const demoStore = {
  get: (): DemoState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  ask(request: DemoRequest): void {
    set({ request })
  },
  answered(): void {
    set({ request: null })
  },
  setLocation(location: DemoState['location']): void {
    sessionStorage.setItem('demo-location', location)
    set({ location })
  },
  log: (call: string): void => {
    const at = new Date().toLocaleTimeString('ko-KR', { hour12: false })
    set({ log: [{ at, call }, ...state.log].slice(0, 50) })
  },
}
