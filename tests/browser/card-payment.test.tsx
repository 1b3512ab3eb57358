import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import world from 'virtual:sandbox-world'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { setAppClock } from '@/shared/lib/clock'
import { setNativeBridge } from '@/shared/native'
import type { CardPaymentRequest, NativeBridge } from '@/shared/native'
import { OverlaysContext, type Overlays } from '@/shared/overlays/overlays-context'
import { sessionStore } from '@/shared/session/session-store'
import { pendingOrders } from '@/shared/blocks/payment/pending-orders'
import { inFlightOrders, resumedMessage, resumePendingOrders } from '@/shared/blocks/payment/resume-pending-orders'
import {
  useCardPayment,
  type CardOrder,
  type CardPaymentOutcome,
  type CardPaymentSteps,
} from '@/shared/blocks/payment/use-card-payment'
import { findPersona } from '../../mocks/seed/personas'
import { loadWorld, sandbox } from '../../mocks/runtime/sandbox'
import { createHandlers } from '../../mocks/handlers'
import { approveOnCardPage } from '../../mocks/handlers/card-orders'

const worker = setupWorker(...createHandlers({ main: '/', rx: '/rx' }))
beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: 'error' }))
afterAll(() => worker.stop())

const patient = findPersona('outpatient')!
const said: string[] = []
/** What the patient picks in a dialog of next steps (a declined card's): closed, unless a test says. */
let choose: Overlays['choose'] = () => Promise.resolve(null)
const overlays: Overlays = {
  alert: ({ title, message }) => {
    said.push(`${title ?? ''}: ${message}`)
    return Promise.resolve()
  },
  confirm: () => Promise.resolve(true),
  choose: (options) => choose(options),
  toast: (message) => void said.push(message),
  showSpinner: () => () => undefined,
  openPatientCard: () => undefined,
  showDocument: () => undefined,
}

beforeEach(async () => {
  await loadWorld(world)
  setAppClock(sandbox.clock)
  sessionStore.signedIn(patient.token, patient.userId)
  said.length = 0
  choose = () => Promise.resolve(null)
  // The card page approves at the processor (the hospital then confirms it there by order id).
  setNativeBridge({
    kind: 'demo',
    startCardPayment: async (request: CardPaymentRequest) => {
      const { approvalNo, cardName } = await approveOnCardPage(request, '신한카드')
      return { status: 'approved', approvalNo, cardName }
    },
  } as unknown as NativeBridge)
})

/** The hook's pay of the last payment run, to tap again while it is under way. */
let pay: ReturnType<typeof useCardPayment>['pay'] | undefined

/** Runs one payment through the hook, as a screen would. */
async function payWith(order: CardOrder, steps: CardPaymentSteps): Promise<CardPaymentOutcome> {
  function Harness() {
    pay = useCardPayment().pay
    return null
  }
  await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <OverlaysContext.Provider value={overlays}>
        <Harness />
      </OverlaysContext.Provider>
    </QueryClientProvider>,
  )
  return pay!(order, steps)
}

const ordersOf = () => sandbox.db.paymentOrders.findMany((q) => q.where({ patient: { patientNo: patient.patientNo } }))
const steps: CardPaymentSteps = { onPaid: () => Promise.resolve() }
/** Today's eye clinic bill (18,400원), and a bill the server does not know (its posting is refused). */
const billOrder = (billIds: string[], provider: 'KCP' | 'KOCES' = 'KCP'): CardOrder => ({
  patientNo: patient.patientNo,
  amount: 18_400,
  goodsName: '진료비',
  provider,
  posting: { kind: 'bills', patientNo: patient.patientNo, billIds },
})
const pending = () => pendingOrders.list(patient.userId)

describe('the card flow undoes an approval through the provider that took it', () => {
  it.each(['KCP', 'KOCES'] as const)(
    '%s: a refused posting cancels the approval with that provider',
    async (provider) => {
      const outcome = await payWith(billOrder(['B209901010001'], provider), steps)
      expect(outcome).toBe('undone')
      expect(ordersOf().map((order) => [order.provider, order.status])).toEqual([[provider, 'CANCELLED']])
      expect(said.join('\n')).toContain('카드 결제 승인을 취소했습니다')
      expect(pending()).toEqual([])
    },
  )

  it('a posted payment reports paid, and the phone keeps nothing pending', async () => {
    const outcome = await payWith(billOrder(['B202611230101'], 'KOCES'), steps)
    expect(outcome).toBe('paid')
    expect(ordersOf().map((order) => [order.provider, order.status])).toEqual([['KOCES', 'POSTED']])
    expect(pending()).toEqual([])
  })
})

describe('a payment never loses money', () => {
  it('keeps the order when the posting gets no answer, and finishes it at the next start, once', async () => {
    sandbox.faults.set('updatePaymentInfo', { noResponse: 'network' })
    const outcome = await payWith(billOrder(['B202611230101']), steps)
    // Approved, not posted, not cancelled: kept on the phone, the patient told.
    expect(outcome).toBe('pending')
    expect(ordersOf().map((order) => order.status)).toEqual(['APPROVED'])
    expect(pending().map((order) => order.amount)).toEqual([18_400])
    expect(said.join('\n')).toContain('앱을 다시 열면 마저 처리')

    // The next start, with the server reachable again.
    sandbox.faults.clear()
    const resumed = await resumePendingOrders()
    expect(resumed.map((r) => r.outcome)).toEqual(['paid'])
    expect(resumedMessage(resumed[0]!)).toBe('지난번에 결제하신 진료비 18,400원이 수납되었습니다.')
    expect(ordersOf().map((order) => order.status)).toEqual(['POSTED'])
    expect(sandbox.db.bills.findFirst((q) => q.where({ billId: 'B202611230101' }))?.status).toBe('PAID')
    expect(pending()).toEqual([])
    // Nothing more to do at the start after.
    expect(await resumePendingOrders()).toEqual([])
    expect(sandbox.db.payments.findMany((q) => q.where({ orderId: ordersOf()[0]!.orderId }))).toHaveLength(1)
  })

  it('finishes an order the card page approved though the app never heard of it (the WebView was killed)', async () => {
    // The page closed while the shell's card page answered: nothing but the kept order remains.
    setNativeBridge({
      kind: 'demo',
      startCardPayment: async (request: CardPaymentRequest) => {
        await approveOnCardPage(request, '신한카드')
        return new Promise(() => undefined)
      },
    } as unknown as NativeBridge)
    void payWith(billOrder(['B202611230101']), steps)
    await expect.poll(() => ordersOf().length).toBe(1)
    await expect
      .poll(() => sandbox.db.cardApprovals.findFirst((q) => q.where({ orderId: ordersOf()[0]!.orderId })))
      .toBeTruthy()
    inFlightOrders.clear()
    const resumed = await resumePendingOrders()
    expect(resumed.map((r) => r.outcome)).toEqual(['paid'])
    expect(ordersOf().map((order) => order.status)).toEqual(['POSTED'])
  })
})

describe('a declined card', () => {
  /** The card page declines the first time (the card over its limit), then approves. */
  function declineOnce() {
    let opened = 0
    setNativeBridge({
      kind: 'demo',
      startCardPayment: async (request: CardPaymentRequest) => {
        opened += 1
        if (opened === 1) return { status: 'failed', code: 'LIMIT_EXCEEDED', message: '[E051] 한도초과' }
        const { approvalNo, cardName } = await approveOnCardPage(request, '신한카드')
        return { status: 'approved', approvalNo, cardName }
      },
    } as unknown as NativeBridge)
  }

  it('says why and that nothing was charged; another card is a new order, and a tap meanwhile pays nothing', async () => {
    declineOnce()
    const asked: string[] = []
    let meanwhile: CardPaymentOutcome | undefined
    choose = async (options) => {
      asked.push(`${options.title}: ${options.message ?? ''}`)
      meanwhile = await pay!(billOrder(['B202611230101']), steps)
      return options.choices[0]!.value
    }
    const outcome = await payWith(billOrder(['B202611230101']), steps)
    expect(outcome).toBe('paid')
    expect(meanwhile).toBe('busy')
    expect(asked).toEqual([
      '결제하지 못했습니다: 카드 한도가 부족하거나 잔액이 모자라 승인되지 않았습니다.\n결제된 금액은 없습니다.',
    ])
    expect(ordersOf().map((order) => order.status)).toEqual(['HASHED', 'POSTED'])
    expect(new Set(ordersOf().map((order) => order.orderId)).size).toBe(2)
    expect(sandbox.db.payments.findMany((q) => q.where({ orderId: ordersOf()[1]!.orderId }))).toHaveLength(1)
    expect(pending()).toEqual([])
  })

  it('closed: refused, nothing approved and nothing kept on the phone', async () => {
    declineOnce()
    const outcome = await payWith(billOrder(['B202611230101']), steps)
    expect(outcome).toBe('refused')
    expect(ordersOf().map((order) => order.status)).toEqual(['HASHED'])
    expect(pending()).toEqual([])
  })
})
