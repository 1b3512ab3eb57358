import { createContext, useContext } from 'react'
import type { GuardDecision } from './access-rules'

/**
 * The guard's verdict on a destination. `lostSession`: the session is gone (home);
 * `unavailable`: the signed-in user could not be loaded (an outage): the session is kept and the
 * patient may try again.
 */
export interface RouteVerdict {
  decision: GuardDecision
  lostSession: boolean
  unavailable?: boolean
}

export type RouteCheck = (to: string) => Promise<RouteVerdict>

/** The guard, for routes reached without in-app navigation (deep links, browser back/forward). */
export const RouteCheckContext = createContext<RouteCheck | null>(null)
export const useRouteCheck = (): RouteCheck | null => useContext(RouteCheckContext)
