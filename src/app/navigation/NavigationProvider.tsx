import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { getFetchInpatientStatusQueryOptions } from '@/api/generated/inpatient'
import { answerFor } from '@/api/http'
import { messages } from '@/shared/messages'
import { nativeBridge } from '@/shared/native'
import { NavigationContext, type AppNavigation, type NavigateOptions } from '@/shared/navigation/navigation-context'
import { backStack } from '@/shared/overlays/back-stack'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href, routeDefinition, type RouteName } from '@/shared/routes/route-table'
import { matchRouteName } from '@/shared/routes/route-match'
import { useOverlayState } from '../overlays/overlay-state'
import { prepareSession } from '../session/session-recovery'
import { startupReady } from '../startup'
import { decideAccess } from './access-rules'
import { RouteCheckContext, type RouteVerdict } from './route-check-context'
import { useExitGuard } from './use-exit-guard'
import { useHistoryBack } from './use-history-back'

/** Back from these goes home (spec section 2, back behaviour). */
export const GO_HOME_ON_BACK: readonly RouteName[] = [
  'accountSignUpComplete',
  'accountSignInAuth',
  'notice',
  'outpatientAppointmentInquiryClinic',
  'outpatientAppointmentInquiryTest',
]

/** Marks a navigation the guard already allowed, so the route does not check it twice. */
export interface GuardedState {
  guarded?: boolean
  returnTo?: string
  /** The address (path and query) of the entry an in-app navigation left: `returnTo` goes back to it. */
  from?: string
}

const pathOf = (to: string) => new URL(to, 'http://app').pathname

/**
 * Navigation through the spec's route guard, and the back action. In-app navigation is checked
 * before the screen changes ("no navigation" really means none); a deep link or the browser's
 * back and forward is checked when it lands (RouteGuard).
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const overlayState = useOverlayState()

  // The guarded navigate, for the guard's own dialogs (defined below, it uses `check`).
  const navigateRef = useRef<AppNavigation['navigate']>(() => Promise.resolve(false))
  // The back action (defined below, it reads the latest location and overlays).
  const goBackRef = useRef<() => Promise<void>>(() => Promise.resolve())

  /** Runs the guard for a destination and carries out anything but "allow". */
  const check = useCallback(
    async (to: string): Promise<RouteVerdict> => {
      const name = matchRouteName(pathOf(to))?.name
      if (!name) return { decision: { kind: 'allow' }, lostSession: false }
      await startupReady
      const outcome = await prepareSession(queryClient)
      switch (outcome.kind) {
        case 'cancelled':
          return { decision: { kind: 'cancel' }, lostSession: false }
        case 'home':
          return { decision: { kind: 'cancel' }, lostSession: true }
        case 'signed-out':
          // The session could not be renewed: the patient verifies again, then goes on.
          void overlays.alert({ message: messages.errors.sessionEnded })
          return { decision: { kind: 'sign-in' }, lostSession: false }
        case 'unavailable': {
          // An outage: the session stays. Public screens open as they are (they show what they
          // can); elsewhere the patient is told and stays where they are.
          if (routeDefinition(name).isPublic) return { decision: { kind: 'allow' }, lostSession: false }
          const answer = answerFor(outcome.error)
          if (answer.kind === 'dialog') {
            void overlays.alert({ title: answer.title, message: answer.message, tone: 'error' })
          }
          return { decision: { kind: 'cancel' }, lostSession: false, unavailable: true }
        }
        case 'ready':
          break
      }
      const decision = await decideAccess(name, {
        ...outcome.facts,
        inpatientStatus: async () =>
          (await queryClient.fetchQuery(getFetchInpatientStatusQueryOptions({ query: { staleTime: 0 } }))).isStatusIn,
      })
      switch (decision.kind) {
        case 'register-patient':
          // The register-patient dialog; "register" goes on to patient number registration.
          void overlays
            .confirm({
              title: messages.shell.registerPatientTitle,
              message: messages.shell.registerPatientMessage,
              confirmLabel: messages.shell.register,
              cancelLabel: messages.common.cancel,
            })
            // Registered, the patient goes on to where they were going.
            .then((register) => register && navigateRef.current(href('registerPatient'), { state: { returnTo: to } }))
          break
        case 'inpatient-only':
          void overlays.alert({ message: messages.errors.inpatientOnly })
          break
        case 'maintenance':
          void overlays.alert({ message: messages.errors.maintenance })
          break
        default:
          break
      }
      return { decision, lostSession: false }
    },
    [queryClient, overlays],
  )

  const { settled } = useHistoryBack()

  // The address on screen, for the callbacks below (they are made once, and read it when called).
  const locationRef = useRef(location)
  useEffect(() => {
    locationRef.current = location
  }, [location])

  /** The exit question on home; true when the patient leaves (the shell closes the app). */
  const confirmExit = useCallback(async () => {
    const exit = await overlays.confirm({ title: messages.shell.exitTitle, confirmLabel: messages.shell.exit })
    if (exit) nativeBridge().exitApp()
    return exit
  }, [overlays])
  useExitGuard(confirmExit, settled)

  const appNavigation = useMemo<AppNavigation>(() => {
    const go = async (to: string, options: NavigateOptions = {}): Promise<boolean> => {
      await settled()
      const { decision, lostSession } = await check(to)
      if (lostSession) {
        void navigate('/', { replace: true })
        return false
      }
      if (decision.kind === 'sign-in') {
        void navigate(href('accountSignInAuth'), { state: { guarded: true, returnTo: to } satisfies GuardedState })
        return false
      }
      if (decision.kind !== 'allow') return false
      const here = locationRef.current
      // A replaced entry keeps the address the one it replaces came from.
      const from = options.replace ? (here.state as GuardedState | null)?.from : `${here.pathname}${here.search}`
      const state = { ...(options.state as object | undefined), guarded: true, from } satisfies GuardedState
      void navigate(to, { ...(options.replace ? { replace: true } : {}), state })
      return true
    }
    const returnTo = async (to: string): Promise<boolean> => {
      const here = locationRef.current
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
      if (index > 0 && (here.state as GuardedState | null)?.from === to) {
        await settled()
        void navigate(-1)
        return true
      }
      return go(to, { replace: true })
    }
    // The latest back action, through a ref: it reads the overlays' state of the moment (a
    // notification shown just before a move must not be taken for one still showing later).
    return { navigate: go, back: () => void goBackRef.current(), returnTo }
  }, [check, navigate, settled])

  useEffect(() => {
    navigateRef.current = appNavigation.navigate
  }, [appNavigation])

  // ---- the back action -------------------------------------------------------------------

  const goBack = useCallback(async () => {
    if (backStack.closeTop()) return
    if (overlayState.dismissTransient()) return
    // An overlay that just closed may still be taking its history entry away: moving before
    // that lands would change the overlay's entry, and the screen's would come back.
    await settled()
    const current = matchRouteName(locationRef.current.pathname)?.name
    if (current === 'home') {
      await confirmExit()
      return
    }
    if (current && GO_HOME_ON_BACK.includes(current)) {
      void navigate('/', { replace: true })
      return
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    void (index > 0 ? navigate(-1) : navigate('/', { replace: true }))
  }, [navigate, overlayState, confirmExit, settled])

  useEffect(() => {
    goBackRef.current = goBack
  }, [goBack])

  // The shell's hardware back.
  useEffect(() => nativeBridge().on('back', () => void goBack()), [goBack])

  // The browser's back onto a route that must go home instead.
  const navigationType = useNavigationType()
  const previous = useRef<string | undefined>(undefined)
  useEffect(() => {
    const from = previous.current
    previous.current = location.pathname
    if (from === undefined || from === location.pathname) return
    const left = matchRouteName(from)?.name
    if (navigationType === NavigationType.Pop && left && GO_HOME_ON_BACK.includes(left) && location.pathname !== '/') {
      void navigate('/', { replace: true })
    }
  }, [location.pathname, navigationType, navigate])

  return (
    <NavigationContext.Provider value={appNavigation}>
      <RouteCheckContext.Provider value={check}>{children}</RouteCheckContext.Provider>
    </NavigationContext.Provider>
  )
}
