import { describe, expect, it } from 'vitest'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import {
  INITIAL_FACTS,
  RX_MOVES,
  RX_STEPS,
  RxMoveRefused,
  STATUS_OF_STEP,
  applyMove,
  canCancel,
  factsOf,
  modifyingOf,
  isOnTheWay,
  needsHospitalRecord,
  offersQr,
  paymentStateOf,
  pharmacyMoveFrom,
  refusalOf,
  stepOf,
  viewOf,
  type RxFacts,
  type RxMove,
  type RxNextStep,
  type RxStep,
} from '@/shared/domain/prescriptions/rx-flow'

const at = (step: RxStep, more: Partial<RxFacts> = {}): RxFacts => ({ ...INITIAL_FACTS, step, ...more })
/** Priced by the pharmacy (what accepting does). */
const priced = (step: RxStep, more: Partial<RxFacts> = {}) => at(step, { priced: true, ...more })

describe('the steps and the service statuses', () => {
  it('maps every step to one status and back', () => {
    for (const step of RX_STEPS) expect(stepOf(STATUS_OF_STEP[step])).toBe(step)
  })

  it('reads no e-prescription yet as not sent', () => {
    expect(stepOf(undefined)).toBe('notSent')
  })
})

describe('the happy path: every allowed move, in order', () => {
  it('sends, is accepted and priced, dispensed, paid, ready and received', () => {
    let facts = at('notSent')
    const path: Array<[RxMove, RxStep]> = [
      ['send', 'sent'],
      ['accept', 'accepted'],
      ['pay', 'accepted'],
      ['startDispensing', 'dispensing'],
      ['finishDispensing', 'ready'],
      ['receive', 'received'],
    ]
    for (const [move, step] of path) {
      facts = applyMove(move, facts)
      expect(facts.step, move).toBe(step)
    }
    expect(facts).toMatchObject({ priced: true, paid: true })
  })

  it('prices it when the pharmacy accepts, and not before', () => {
    const sent = applyMove('send', at('notSent'))
    expect(sent.priced).toBe(false)
    expect(applyMove('accept', sent).priced).toBe(true)
  })

  it('cancels a sent prescription', () => {
    expect(applyMove('cancel', at('sent')).step).toBe('cancelled')
  })

  it('pays in every step the pharmacy has priced it (accepted, dispensing, ready), keeping the step', () => {
    for (const step of ['accepted', 'dispensing', 'ready'] as const) {
      expect(applyMove('pay', priced(step))).toMatchObject({ step, paid: true })
    }
  })

  it('receives a ready prescription settled at the counter without paying in the app', () => {
    expect(applyMove('receive', priced('ready', { counterOnly: true })).step).toBe('received')
  })

  it('has the pharmacy move only forward, one step at a time', () => {
    expect(pharmacyMoveFrom('sent')).toBe('accept')
    expect(pharmacyMoveFrom('accepted')).toBe('startDispensing')
    expect(pharmacyMoveFrom('dispensing')).toBe('finishDispensing')
    for (const step of ['notSent', 'ready', 'received', 'cancelled'] as const)
      expect(pharmacyMoveFrom(step)).toBeUndefined()
  })
})

describe('every refusal, with its code', () => {
  const cases: Array<[RxMove, RxFacts, string]> = [
    // send
    ['send', at('cancelled'), 'RX_CANCELLED'],
    ['send', at('sent'), 'RX_ALREADY_SENT'],
    ['send', priced('accepted'), 'RX_ALREADY_SENT'],
    ['send', priced('ready', { paid: true }), 'RX_ALREADY_SENT'],
    ['send', priced('received', { paid: true }), 'RX_ALREADY_SENT'],
    ['send', at('notSent', { modifying: true }), 'RX_MODIFYING'],
    ['send', at('notSent', { expired: true }), 'RX_EXPIRED'],
    ['send', at('notSent', { serviceOpen: false }), 'RX_OUTSIDE_HOURS'],
    // cancel
    ['cancel', at('notSent'), 'RX_NOT_SENT'],
    ['cancel', at('cancelled'), 'RX_CANCELLED'],
    ['cancel', priced('received', { paid: true }), 'RX_ALREADY_RECEIVED'],
    ['cancel', priced('accepted'), 'RX_NOT_CHANGEABLE'],
    ['cancel', priced('dispensing'), 'RX_NOT_CHANGEABLE'],
    ['cancel', priced('ready'), 'RX_NOT_CHANGEABLE'],
    ['cancel', at('sent', { modifying: true }), 'RX_MODIFYING'],
    // pay
    ['pay', at('cancelled'), 'RX_CANCELLED'],
    ['pay', priced('dispensing', { paid: true }), 'RX_ALREADY_PAID'],
    ['pay', at('notSent'), 'NO_ORDER_YET'],
    ['pay', at('sent'), 'NO_ORDER_YET'],
    ['pay', priced('received', { counterOnly: true }), 'RX_ALREADY_RECEIVED'],
    ['pay', priced('accepted', { counterOnly: true }), 'COUNTER_ONLY'],
    ['pay', priced('ready', { counterOnly: true }), 'COUNTER_ONLY'],
    // receive
    ['receive', at('cancelled'), 'RX_CANCELLED'],
    ['receive', priced('received', { paid: true }), 'RX_ALREADY_RECEIVED'],
    ['receive', at('notSent'), 'RX_NOT_READY'],
    ['receive', at('sent'), 'RX_NOT_READY'],
    ['receive', priced('accepted', { paid: true }), 'RX_NOT_READY'],
    ['receive', priced('dispensing', { paid: true }), 'RX_NOT_READY'],
    ['receive', priced('ready'), 'RX_NOT_PAID'],
    // the pharmacy, out of turn
    ['accept', at('notSent'), 'RX_OUT_OF_TURN'],
    ['accept', priced('accepted'), 'RX_OUT_OF_TURN'],
    ['accept', at('cancelled'), 'RX_OUT_OF_TURN'],
    ['startDispensing', at('sent'), 'RX_OUT_OF_TURN'],
    ['startDispensing', priced('dispensing'), 'RX_OUT_OF_TURN'],
    ['finishDispensing', priced('accepted'), 'RX_OUT_OF_TURN'],
    ['finishDispensing', priced('ready'), 'RX_OUT_OF_TURN'],
    ['finishDispensing', at('cancelled'), 'RX_OUT_OF_TURN'],
  ]

  it.each(cases.map(([move, facts, code]) => [`${move} from ${facts.step}`, move, facts, code] as const))(
    '%s → %s',
    (_, move, facts, code) => {
      expect(refusalOf(move, facts)).toBe(code)
      expect(() => applyMove(move, facts)).toThrow(RxMoveRefused)
    },
  )

  it('refuses every move from every step it does not list (nothing slips through)', () => {
    for (const move of Object.keys(RX_MOVES) as RxMove[]) {
      for (const step of RX_STEPS) {
        if (RX_MOVES[move].from.includes(step)) continue
        expect(refusalOf(move, priced(step)), `${move} from ${step}`).not.toBeNull()
      }
    }
  })

  it('has words for every refusal code', () => {
    for (const [, , code] of cases) expect(words.refusals[code as keyof typeof words.refusals]).toBeTruthy()
  })
})

describe('what the service reports, as facts', () => {
  it('reads the charge state', () => {
    expect(paymentStateOf({ priced: false, paid: false, counterOnly: true })).toBe('NOT_PRICED')
    expect(paymentStateOf({ priced: true, paid: false, counterOnly: true })).toBe('AT_COUNTER')
    expect(paymentStateOf({ priced: true, paid: true, counterOnly: false })).toBe('PAID')
    expect(paymentStateOf({ priced: true, paid: false, counterOnly: false })).toBe('DUE')
  })

  it('turns the service state and the hospital facts into facts, and back', () => {
    const screen = { modifying: false, expired: false, serviceOpen: true }
    expect(factsOf(undefined, screen)).toEqual(INITIAL_FACTS)
    for (const payment of ['NOT_PRICED', 'DUE', 'PAID', 'AT_COUNTER'] as const) {
      expect(paymentStateOf(factsOf({ status: 'ACCEPTED', payment }, screen))).toBe(payment)
    }
    expect(
      factsOf({ status: 'READY', payment: 'PAID' }, { modifying: false, expired: true, serviceOpen: false }),
    ).toMatchObject({
      step: 'ready',
      expired: true,
      serviceOpen: false,
    })
  })

  it("takes the hospital's changing of the prescription from its list's answer", () => {
    expect(modifyingOf({ modifying: 'Y' })).toBe(true)
    expect(modifyingOf({ modifying: 'N' })).toBe(false)
    // A list without the field (a server without the proposal): not changing; the 409 still says so.
    expect(modifyingOf({})).toBe(false)
    expect(factsOf(undefined, { modifying: true, expired: false, serviceOpen: true })).toEqual({
      ...INITIAL_FACTS,
      modifying: true,
    })
  })
})

describe('what each step shows', () => {
  const cases: Array<[string, RxFacts, RxNextStep['kind'], string]> = [
    ['not sent', at('notSent'), 'choosePharmacy', words.waiting.choosePharmacy],
    ['cancelled', at('cancelled'), 'choosePharmacy', words.waiting.cancelled],
    ['sent', at('sent'), 'wait', words.waiting.sent],
    ['accepted, due', priced('accepted'), 'pay', words.waiting.pay],
    ['accepted, paid', priced('accepted', { paid: true }), 'wait', words.waiting.dispensing],
    ['dispensing, at the counter', priced('dispensing', { counterOnly: true }), 'wait', words.waiting.atCounter],
    ['ready, due', priced('ready'), 'pay', words.waiting.pay],
    ['ready, paid', priced('ready', { paid: true }), 'receive', words.waiting.receive],
    ['ready, at the counter', priced('ready', { counterOnly: true }), 'receive', words.waiting.receive],
    ['received', priced('received', { paid: true }), 'done', words.waiting.done],
  ]

  it.each(cases)('%s: next step %s', (_, facts, kind, waiting) => {
    const view = viewOf(facts)
    expect(view.next.kind).toBe(kind)
    expect(view.waiting).toBe(waiting)
    expect(view.badge.label).toBe(words.steps[facts.step])
    expect(view.waitingShort).toBeTruthy()
  })

  it('says why a prescription cannot be sent (expired, outside the service hours), and offers no send', () => {
    expect(viewOf(at('notSent', { expired: true }))).toMatchObject({
      next: { kind: 'blocked', refusal: 'RX_EXPIRED' },
      waiting: words.refusals.RX_EXPIRED,
    })
    expect(viewOf(at('cancelled', { serviceOpen: false })).next).toEqual({
      kind: 'blocked',
      refusal: 'RX_OUTSIDE_HOURS',
    })
  })

  it('says the hospital is changing it before the patient taps send, and offers no send', () => {
    for (const step of ['notSent', 'cancelled'] as const) {
      const view = viewOf(at(step, { modifying: true }))
      expect(view.next).toEqual({ kind: 'modifying' })
      expect(view.waiting).toBe(words.modifying.title)
      expect(view.badge).toEqual({ label: words.modifying.badge, tone: 'warning' })
    }
    // Being changed is said first, before an expiry or the hours.
    expect(viewOf(at('notSent', { modifying: true, expired: true, serviceOpen: false })).next.kind).toBe('modifying')
    // Done: the normal state again.
    expect(viewOf(at('notSent', { modifying: false })).next.kind).toBe('choosePharmacy')
    // Once sent, the pharmacy's steps show as ever (cancelling is refused meanwhile).
    expect(viewOf(at('sent', { modifying: true })).next.kind).toBe('wait')
    expect(canCancel(at('sent', { modifying: true }))).toBe(false)
  })

  it('refreshes itself only while the pharmacy works on it', () => {
    expect(RX_STEPS.filter(isOnTheWay)).toEqual(['sent', 'accepted', 'dispensing'])
  })

  it('offers cancelling only while the pharmacy has not accepted', () => {
    expect(RX_STEPS.filter((step) => canCancel(priced(step)))).toEqual(['sent'])
  })

  it('offers the QR until the medicine is received, and never for an expired prescription', () => {
    expect(RX_STEPS.filter((step) => offersQr(at(step)))).toEqual([
      'notSent',
      'sent',
      'accepted',
      'dispensing',
      'ready',
      'cancelled',
    ])
    expect(offersQr(at('notSent', { expired: true }))).toBe(false)
  })

  it('asks the hospital to record a sending it missed (the app closed in between), and only then', () => {
    expect(needsHospitalRecord('sent', undefined)).toBe(true)
    expect(needsHospitalRecord('ready', undefined)).toBe(true)
    expect(needsHospitalRecord('sent', 'PH0001')).toBe(false)
    expect(needsHospitalRecord('notSent', undefined)).toBe(false)
    expect(needsHospitalRecord('cancelled', undefined)).toBe(false)
  })
})
