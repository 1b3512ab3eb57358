import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import world from 'virtual:sandbox-world'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createHandlers } from '../../mocks/handlers'
import { loadWorld, sandbox } from '../../mocks/runtime/sandbox'
import { findPersona } from '../../mocks/seed/personas'
import { setAppClock } from '@/shared/lib/clock'
import { setNativeBridge } from '@/shared/native'
import type { NativeBridge } from '@/shared/native'
import { OverlaysContext, type Overlays } from '@/shared/overlays/overlays-context'
import { tokenStore } from '@/shared/storage/token-store'
import {
  useCardPayment,
  type CardOrder,
  type CardPaymentOutcome,
  type CardPaymentSteps,
} from '@/shared/domain/payment/use-card-payment'

const worker = setupWorker(...createHandlers({ main: '/', rx: '/rx' }))
beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: 'error' }))
afterAll(() => worker.stop())

const patient = findPersona('outpatient')!
const said: string[] = []
const overlays: Overlays = {
  alert: ({ title, message }) => {
    said.push(`${title ?? ''}: ${message}`)
    return Promise.resolve()
  },
  confirm: () => Promise.resolve(true),
  toast: (message) => void said.push(message),
  showSpinner: () => () => undefined,
  openPatientCard: () => undefined,
  showDocument: () => undefined,
}

beforeEach(async () => {
  await loadWorld(world)
  setAppClock(sandbox.clock)
  tokenStore.setAccessToken(patient.token)
  said.length = 0
  setNativeBridge({
    kind: 'demo',
    startCardPayment: () => Promise.resolve({ status: 'approved', approvalNo: '30091234', cardName: '신한카드' }),
  } as unknown as NativeBridge)
})

/** Runs one payment through the hook, as a screen would. */
async function payWith(order: CardOrder, steps: CardPaymentSteps): Promise<CardPaymentOutcome> {
  let pay: ReturnType<typeof useCardPayment>['pay'] | undefined
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
const failingPost: CardPaymentSteps = {
  post: () => Promise.reject(new Error('posting failed')),
  onPaid: () => Promise.resolve(),
}

describe('the card flow undoes an approval through the provider that took it', () => {
  it.each(['KCP', 'KOCES'] as const)('%s: a posting failure cancels the %s approval', async (provider) => {
    const outcome = await payWith(
      { patientNo: patient.patientNo, amount: 18_400, goodsName: '진료비', provider },
      failingPost,
    )
    expect(outcome).toBe('undone')
    expect(ordersOf().map((order) => [order.provider, order.status])).toEqual([[provider, 'CANCELLED']])
    expect(said.join('\n')).toContain('카드 결제 승인을 취소했습니다')
  })

  it('a posted payment reports paid with the approval of its provider', async () => {
    const posted: string[] = []
    const outcome = await payWith(
      { patientNo: patient.patientNo, amount: 18_400, goodsName: '진료비', provider: 'KOCES' },
      {
        post: (approval) => Promise.resolve(void posted.push(`${approval.provider} ${approval.approvalNo}`)),
        onPaid: () => Promise.resolve(),
      },
    )
    expect(outcome).toBe('paid')
    expect(posted).toEqual(['KOCES 30091234'])
    expect(ordersOf().map((order) => order.status)).toEqual(['APPROVED'])
  })
})
