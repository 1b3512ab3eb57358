import { INPATIENT_PAYMENT_ALLOW_LIST } from '@/shared/config/inpatient-payment'
import { ROUTES, type RouteDefinition, type RouteName } from '@/shared/routes/route-table'

/** What the guard knows about the visitor when it decides. */
export interface GuardFacts {
  isSignedIn: boolean
  hasPatientNo: boolean
  mainUserId: string | undefined
  /** Asked only when a route needs it (the inpatient-status call). */
  inpatientStatus: () => Promise<'Y' | 'N'>
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Rule 1: the sign-in screen while signed in; nothing happens. */
  | { kind: 'cancel' }
  /** Rule 3: the register-patient dialog, and no navigation. */
  | { kind: 'register-patient' }
  /** Rule 4: the "inpatients only" dialog. */
  | { kind: 'inpatient-only' }
  /** The inpatient payment menu for a main user id not on the allow list. */
  | { kind: 'maintenance' }
  /** Rule 5: sign in first. */
  | { kind: 'sign-in' }

/**
 * The spec's guard rules, in the spec's order (section 4). Rules 3 and 4 concern the signed-in
 * user's own records, so a signed-out visitor passes them and meets rule 5 (sign in first)
 * instead of being asked to register a patient number they cannot register yet.
 */
export async function decideAccess(
  name: RouteName,
  facts: GuardFacts,
  /** The hospital's allow list of the inpatient payment menu (its build configuration). */
  inpatientPaymentAllowList: readonly string[] = INPATIENT_PAYMENT_ALLOW_LIST,
): Promise<GuardDecision> {
  const route: RouteDefinition = ROUTES[name]
  // 1. Sign-in route while signed in: cancelled.
  if (name === 'accountSignInAuth' && facts.isSignedIn) return { kind: 'cancel' }
  // 2. Public route: allowed.
  if (route.isPublic) return { kind: 'allow' }
  // 3. A patient number is required and there is none: register-patient dialog, no navigation.
  if (facts.isSignedIn && route.isRequiredPatientNo && !facts.hasPatientNo) return { kind: 'register-patient' }
  // 4. Inpatient-only: in hospital now (isStatusIn Y), or the info dialog.
  if (facts.isSignedIn && route.isInpatientCheck && (await facts.inpatientStatus()) !== 'Y') {
    return { kind: 'inpatient-only' }
  }
  // 5. Not signed in and the route is not public: sign in.
  if (!facts.isSignedIn) return { kind: 'sign-in' }
  if (route.isInpatientPaymentAllowList && !inpatientPaymentAllowList.includes(facts.mainUserId ?? '')) {
    return { kind: 'maintenance' }
  }
  return { kind: 'allow' }
}
