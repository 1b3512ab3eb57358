/**
 * Proxy payment (대리수납): a sign-in that confirmed a patient by number and birth date
 * (fetchPatientSummary, relation `proxy-confirmed`) may list and pay that patient's bills for
 * 30 minutes (relation `payable`). Kept per sign-in on the sandbox clock, with the world.
 */
import { sandbox } from '../../runtime/sandbox'
import { signInOf, type Caller } from './session'

/** The header that carries the patient's birth date (kept out of URLs and access logs). */
export const PROXY_BIRTH_DATE_HEADER = 'X-Patient-Birth-Date'

const GRANT_MINUTES = 30

const keyOf = (caller: Caller, patientNo: string) => `proxy:${signInOf(caller) ?? caller.token}:${patientNo}`

export const proxyGrant = {
  give(caller: Caller, patientNo: string): void {
    sandbox.counters[keyOf(caller, patientNo)] = sandbox.clock.now().getTime() + GRANT_MINUTES * 60_000
  },
  holds(caller: Caller, patientNo: string): boolean {
    const until = sandbox.counters[keyOf(caller, patientNo)]
    return until !== undefined && sandbox.clock.now().getTime() < until
  },
}
