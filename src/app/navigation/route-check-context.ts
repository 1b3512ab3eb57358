import { createContext, useContext } from 'react'
import type { GuardDecision } from './access-rules'

export type RouteCheck = (to: string) => Promise<{ decision: GuardDecision; lostSession: boolean }>

/** The guard, for routes reached without in-app navigation (deep links, browser back/forward). */
export const RouteCheckContext = createContext<RouteCheck | null>(null)
export const useRouteCheck = (): RouteCheck | null => useContext(RouteCheckContext)
