/**
 * The e-prescription's life, written down once: where it can stand, who may move it where, what
 * is refused and why, and what each standing shows the patient as the next step. The screens ask
 * this module what to show; the sandbox's e-prescription service (mocks/handlers/rx) refuses with
 * the same rules and codes, so the app and the server cannot drift apart.
 *
 *   notSent --send--> sent --accept--> accepted --startDispensing--> dispensing --finishDispensing--> ready --receive--> received
 *                      \--cancel--> cancelled (a new e-prescription can be made and sent again)
 *
 * Paying is a move that keeps the step: from accepted, dispensing or ready, once the pharmacy has
 * priced it, when it is due in the app (not already paid, not settled at the counter).
 */
import type { RxPaymentState, RxState, RxStatus } from '@/api/generated/rx/model'
import { prescriptions as words } from '@/shared/messages/prescriptions'

export const RX_STEPS = ['notSent', 'sent', 'accepted', 'dispensing', 'ready', 'received', 'cancelled'] as const
export type RxStep = (typeof RX_STEPS)[number]

/** The service's status for each step (notSent: made in the service, not yet sent). */
export const STATUS_OF_STEP = {
  notSent: 'CREATED',
  sent: 'SENT',
  accepted: 'ACCEPTED',
  dispensing: 'PREPARING',
  ready: 'READY',
  received: 'COMPLETED',
  cancelled: 'CANCELLED',
} as const satisfies Record<RxStep, RxStatus>

const STEP_OF_STATUS = Object.fromEntries(
  Object.entries(STATUS_OF_STEP).map(([step, status]) => [status, step]),
) as Record<RxStatus, RxStep>

/** The step of a service status; no e-prescription yet is `notSent`. */
export const stepOf = (status: RxStatus | undefined): RxStep => (status ? STEP_OF_STATUS[status] : 'notSent')

export type RxMove = 'send' | 'cancel' | 'accept' | 'startDispensing' | 'finishDispensing' | 'pay' | 'receive'

export interface RxMoveRule {
  /** Who makes the move: the patient in the app, or the pharmacy. */
  by: 'patient' | 'pharmacy'
  from: readonly RxStep[]
  /** Where it leads; null keeps the step (paying). */
  to: RxStep | null
}

/** Every allowed move. Anything else is refused (see `refusalOf`). */
export const RX_MOVES: Readonly<Record<RxMove, RxMoveRule>> = {
  send: { by: 'patient', from: ['notSent'], to: 'sent' },
  cancel: { by: 'patient', from: ['sent'], to: 'cancelled' },
  accept: { by: 'pharmacy', from: ['sent'], to: 'accepted' },
  startDispensing: { by: 'pharmacy', from: ['accepted'], to: 'dispensing' },
  finishDispensing: { by: 'pharmacy', from: ['dispensing'], to: 'ready' },
  pay: { by: 'patient', from: ['accepted', 'dispensing', 'ready'], to: null },
  receive: { by: 'patient', from: ['ready'], to: 'received' },
}

/** The pharmacy's next move from a step, if it has one (the demo's pharmacy step uses it). */
export function pharmacyMoveFrom(step: RxStep): RxMove | undefined {
  return (Object.keys(RX_MOVES) as RxMove[]).find(
    (move) => RX_MOVES[move].by === 'pharmacy' && RX_MOVES[move].from.includes(step),
  )
}

/** Everything the rules look at besides the step. */
export interface RxFacts {
  step: RxStep
  /** The pharmacy has set the charge (it does so when it accepts). */
  priced: boolean
  /** Paid in the app. */
  paid: boolean
  /** Settled at the hospital's counter only (car insurance, industrial accident): never in the app. */
  counterOnly: boolean
  /**
   * The hospital is changing the prescription right now: the hospital's lists say so (`modifying`,
   * an app team proposal), so the app shows it before the patient taps send. The service still
   * refuses with a 409 RX_MODIFYING when the change starts between the list and the send.
   */
  modifying: boolean
  /** Past the prescription's validity (the day of issue and two more). */
  expired: boolean
  /** Within the hospital's e-prescription service hours. */
  serviceOpen: boolean
}

export const INITIAL_FACTS: RxFacts = {
  step: 'notSent',
  priced: false,
  paid: false,
  counterOnly: false,
  modifying: false,
  expired: false,
  serviceOpen: true,
}

/** Why a move is refused: the codes the server answers with (409, one ErrorResponse code each). */
export type RxRefusal =
  | 'RX_MODIFYING'
  | 'RX_EXPIRED'
  | 'RX_OUTSIDE_HOURS'
  | 'RX_ALREADY_SENT'
  | 'RX_NOT_SENT'
  | 'RX_NOT_CHANGEABLE'
  | 'RX_CANCELLED'
  | 'RX_NOT_READY'
  | 'RX_NOT_PAID'
  | 'RX_ALREADY_RECEIVED'
  | 'RX_ALREADY_PAID'
  | 'NO_ORDER_YET'
  | 'COUNTER_ONLY'
  /** A pharmacy move out of turn (only the simulated pharmacy can try one). */
  | 'RX_OUT_OF_TURN'

/** The one reason a move is refused, or null when it is allowed. Checks run in the order written. */
export function refusalOf(move: RxMove, facts: RxFacts): RxRefusal | null {
  const { step } = facts
  switch (move) {
    case 'send':
      if (step === 'cancelled') return 'RX_CANCELLED'
      if (step !== 'notSent') return 'RX_ALREADY_SENT'
      if (facts.modifying) return 'RX_MODIFYING'
      if (facts.expired) return 'RX_EXPIRED'
      if (!facts.serviceOpen) return 'RX_OUTSIDE_HOURS'
      return null
    case 'cancel':
      if (step === 'notSent') return 'RX_NOT_SENT'
      if (step === 'cancelled') return 'RX_CANCELLED'
      if (step === 'received') return 'RX_ALREADY_RECEIVED'
      if (step !== 'sent') return 'RX_NOT_CHANGEABLE'
      if (facts.modifying) return 'RX_MODIFYING'
      return null
    case 'pay':
      if (step === 'cancelled') return 'RX_CANCELLED'
      if (facts.paid) return 'RX_ALREADY_PAID'
      if (!facts.priced || !RX_MOVES.pay.from.includes(step)) {
        return step === 'received' ? 'RX_ALREADY_RECEIVED' : 'NO_ORDER_YET'
      }
      if (facts.counterOnly) return 'COUNTER_ONLY'
      return null
    case 'receive':
      if (step === 'cancelled') return 'RX_CANCELLED'
      if (step === 'received') return 'RX_ALREADY_RECEIVED'
      if (step !== 'ready') return 'RX_NOT_READY'
      if (!facts.paid && !facts.counterOnly) return 'RX_NOT_PAID'
      return null
    case 'accept':
    case 'startDispensing':
    case 'finishDispensing':
      return RX_MOVES[move].from.includes(step) ? null : 'RX_OUT_OF_TURN'
  }
}

export class RxMoveRefused extends Error {
  constructor(
    readonly move: RxMove,
    readonly refusal: RxRefusal,
  ) {
    super(`${move} refused: ${refusal}`)
  }
}

/** The facts after a move; throws `RxMoveRefused` when the move is not allowed. */
export function applyMove(move: RxMove, facts: RxFacts): RxFacts {
  const refusal = refusalOf(move, facts)
  if (refusal) throw new RxMoveRefused(move, refusal)
  const to = RX_MOVES[move].to
  const next = { ...facts, ...(to ? { step: to } : {}) }
  // The pharmacy sets the charge when it accepts the prescription.
  if (move === 'accept') next.priced = true
  if (move === 'pay') next.paid = true
  return next
}

// ---- what the service reports, as facts --------------------------------------------------

/** How the charge stands, as the service reports it (RxState.payment). */
export function paymentStateOf(facts: Pick<RxFacts, 'priced' | 'paid' | 'counterOnly'>): RxPaymentState {
  if (!facts.priced) return 'NOT_PRICED'
  if (facts.counterOnly) return 'AT_COUNTER'
  return facts.paid ? 'PAID' : 'DUE'
}

export interface ScreenFacts {
  /** The hospital's list says it is changing the prescription (see `modifyingOf`). */
  modifying: boolean
  /** The prescription is past its validity. */
  expired: boolean
  /** The hospital's e-prescription service hours are open now. */
  serviceOpen: boolean
}

/** The hospital's list says it is changing the prescription (a list without the field: not changing). */
export const modifyingOf = (prescription: { modifying?: 'Y' | 'N' }): boolean => prescription.modifying === 'Y'

/** The facts the app knows: the service's state (or none yet) and the hospital's facts. */
export function factsOf(state: Pick<RxState, 'status' | 'payment'> | undefined, screen: ScreenFacts): RxFacts {
  const payment = state?.payment ?? 'NOT_PRICED'
  return {
    step: stepOf(state?.status),
    priced: payment !== 'NOT_PRICED',
    paid: payment === 'PAID',
    counterOnly: payment === 'AT_COUNTER',
    // The hospital's list says so; a change begun after the list is the service's 409 RX_MODIFYING.
    modifying: screen.modifying,
    expired: screen.expired,
    serviceOpen: screen.serviceOpen,
  }
}

// ---- what the screens show ----------------------------------------------------------------

/**
 * The one next step a screen offers:
 * - `choosePharmacy`: not sent yet (or sent again after cancelling);
 * - `pay`: the charge is due in the app;
 * - `receive`: dispensed and settled, the patient confirms they have the medicine;
 * - `wait`: the pharmacy is working on it (nothing to do but wait; it refreshes itself);
 * - `modifying`: the hospital is changing it: nothing to send until the change is done (the
 *   patient can ask to be told);
 * - `blocked`: cannot be sent now, with the reason (expired, outside the service hours);
 * - `done`: received.
 */
export type RxNextStep =
  | { kind: 'choosePharmacy' }
  | { kind: 'pay' }
  | { kind: 'receive' }
  | { kind: 'wait' }
  | { kind: 'modifying' }
  | { kind: 'blocked'; refusal: RxRefusal }
  | { kind: 'done' }

export function nextStepOf(facts: RxFacts): RxNextStep {
  switch (facts.step) {
    case 'notSent':
    case 'cancelled': {
      // After cancelling, a new e-prescription is made and sent: the same rules as a first send.
      const refusal = refusalOf('send', { ...facts, step: 'notSent' })
      if (refusal === 'RX_MODIFYING') return { kind: 'modifying' }
      return refusal ? { kind: 'blocked', refusal } : { kind: 'choosePharmacy' }
    }
    case 'received':
      return { kind: 'done' }
    default:
      if (!refusalOf('pay', facts)) return { kind: 'pay' }
      if (!refusalOf('receive', facts)) return { kind: 'receive' }
      return { kind: 'wait' }
  }
}

/** The pharmacy is working on it: the status screen refreshes itself in these steps. */
export const isOnTheWay = (step: RxStep): boolean => step === 'sent' || step === 'accepted' || step === 'dispensing'

/** Cancelling is offered while the pharmacy has not accepted it. */
export const canCancel = (facts: RxFacts): boolean => refusalOf('cancel', facts) === null

/** The prescription's QR (what a pharmacy scans) is offered until the medicine is received. */
export const offersQr = (facts: RxFacts): boolean => facts.step !== 'received' && !facts.expired

/** The steps of the progress bar, in order (cancelled and not sent are not on it). */
export const PROGRESS_STEPS = ['sent', 'accepted', 'dispensing', 'ready', 'received'] as const satisfies RxStep[]

/**
 * The hospital has not yet recorded the sending (the app closed between the service's answer and
 * the hospital's record): the app records it when it sees this.
 */
export const needsHospitalRecord = (step: RxStep, hospitalPharmCode: string | undefined): boolean =>
  step !== 'notSent' && step !== 'cancelled' && !hospitalPharmCode

export type RxTone = 'primary' | 'neutral' | 'info' | 'warning' | 'danger'

export interface RxView {
  step: RxStep
  next: RxNextStep
  /** The step's badge: its word and tone (the word always carries the meaning). */
  badge: { label: string; tone: RxTone }
  /** What it waits for, in a sentence (the status card), and in a few words (list rows). */
  waiting: string
  waitingShort: string
}

const BADGE_TONE: Record<RxStep, RxTone> = {
  notSent: 'neutral',
  sent: 'info',
  accepted: 'info',
  dispensing: 'info',
  ready: 'primary',
  received: 'neutral',
  cancelled: 'warning',
}

/** What a screen shows for the facts: the badge, what it waits for, and the one next step. */
export function viewOf(facts: RxFacts): RxView {
  const next = nextStepOf(facts)
  const { waiting, waitingShort, refusals } = words
  const [long, short] = ((): [string, string] => {
    switch (next.kind) {
      case 'choosePharmacy':
        return facts.step === 'cancelled'
          ? [waiting.cancelled, waitingShort.choosePharmacy]
          : [waiting.choosePharmacy, waitingShort.choosePharmacy]
      case 'modifying':
        return [words.modifying.title, words.modifying.badge]
      case 'blocked':
        return [refusals[next.refusal], waitingShort.blocked]
      case 'pay':
        return [waiting.pay, waitingShort.pay]
      case 'receive':
        return [waiting.receive, waitingShort.receive]
      case 'done':
        return [waiting.done, waitingShort.done]
      case 'wait':
        if (facts.step === 'sent') return [waiting.sent, waitingShort.sent]
        return [facts.counterOnly ? waiting.atCounter : waiting.dispensing, waitingShort.dispensing]
    }
  })()
  return {
    step: facts.step,
    next,
    // Being changed is what the patient needs to know first, not that it is not sent yet.
    badge:
      next.kind === 'modifying'
        ? { label: words.modifying.badge, tone: 'warning' }
        : { label: words.steps[facts.step], tone: BADGE_TONE[facts.step] },
    waiting: long,
    waitingShort: short,
  }
}
