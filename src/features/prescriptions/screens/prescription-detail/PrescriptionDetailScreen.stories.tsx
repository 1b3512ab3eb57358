import { expect, screen, waitFor, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { nativeBridge } from '@/shared/native'
import PrescriptionDetailScreen from './PrescriptionDetailScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]
type RxStatus = 'CREATED' | 'SENT' | 'ACCEPTED' | 'PREPARING' | 'READY' | 'COMPLETED'

/** The running story's sandbox world, to check what the server recorded. */
let world: World | undefined

const keepWorld =
  (then?: SandboxParameters['setup']): SandboxParameters['setup'] =>
  async (w) => {
    world = w
    await then?.(w)
  }

const EYE = { prscNo: 'PR202611230101', rxId: 'RX202611230001' }
const eyeRoute = href('prescriptionsDetail', undefined, { prscNo: EYE.prscNo, date: '2026-11-23' })
const ORDER: RxStatus[] = ['CREATED', 'SENT', 'ACCEPTED', 'PREPARING', 'READY', 'COMPLETED']

/** Today's eye drops, moved along to `status` at 행당늘봄약국 (priced from acceptance: 2,900원). */
const eyeAt =
  (status: RxStatus, more: { paid?: 'Y'; counterOnly?: 'Y'; recorded?: false } = {}): SandboxParameters['setup'] =>
  async (w) => {
    const steps = ORDER.slice(0, ORDER.indexOf(status) + 1)
    const priced = ORDER.indexOf(status) >= ORDER.indexOf('ACCEPTED')
    await w.db.rxOrders.update((q) => q.where({ rxId: EYE.rxId }), {
      data(r) {
        r.status = status
        r.pharmCode = 'PH0004'
        r.pharmName = '행당늘봄약국'
        r.history = steps.map((s, i) => ({ status: s, changedAt: `2026-11-23T08:${55 + i}:00+09:00` }))
        r.isCostReady = priced ? 'Y' : 'N'
        r.amount = priced ? 2900 : 0
        r.paid = more.paid ?? 'N'
        r.counterOnly = more.counterOnly ?? 'N'
      },
    })
    if (more.recorded === false) return
    await w.db.prescriptions.update((q) => q.where({ prscNo: EYE.prscNo }), {
      data(p) {
        p.submitStatus = 'SENT'
        p.pharmCode = 'PH0004'
        p.pharmName = '행당늘봄약국'
        p.submittedAt = '2026-11-23T08:56:00+09:00'
      },
    })
  }

const paymentsOf = (patientNo: string) =>
  world?.db.rxPayments.findMany((q) => q.where({ patient: { patientNo } })) ?? []
const ordersOf = (patientNo: string) =>
  world?.db.paymentOrders.findMany((q) => q.where({ patient: { patientNo } })) ?? []

const status = () => screen.findByRole('region', { name: '전송 상태' })

const meta = preview.meta({
  title: 'Screens/Prescriptions/PrescriptionDetail',
  component: PrescriptionDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: eyeRoute,
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: not sent yet, choose a pharmacy',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()
    await expect(canvas.getByText('2026.11.25 (수)까지')).toBeVisible()
    const card = await status()
    await expect(await within(card).findByText('약국을 골라 처방전을 보내 주세요.')).toBeVisible()
    await expect(within(card).getByText('전송 전')).toBeVisible()
    await expect(await canvas.findByText('크라비트점안액 0.5%')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '처방전 QR 보기' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '약국 골라서 보내기' })).toBeEnabled()
    // No charge or pharmacy before it is sent.
    await expect(canvas.queryByRole('region', { name: '약제비' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})

export const ChoosePharmacy = meta.story({
  name: 'Choose a pharmacy: made in the service, then the pharmacy list',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약국 골라서 보내기' }))
    await expect(await canvas.findByText('2026.11.23 (월) 안과 처방전을 보낼 약국을 골라 주세요.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '가까운 약국' })).toHaveAttribute('aria-current', 'page')
  },
})

const ER = { prscNo: 'PR202611230007' }
const erRoute = href('prescriptionsDetail', undefined, { prscNo: ER.prscNo, date: '2026-11-23' })
/** The hospital has not begun (or has finished) changing last night's prescription. */
const erModifying =
  (modifying: 'Y' | 'N', more: { modifyNotice?: 'Y' } = {}): SandboxParameters['setup'] =>
  async (w) => {
    await w.db.prescriptions.update((q) => q.where({ prscNo: ER.prscNo }), {
      data(p) {
        p.modifying = modifying
        if (more.modifyNotice) p.modifyNotice = more.modifyNotice
      },
    })
  }
const erRecord = () => world?.db.prescriptions.findFirst((q) => q.where({ prscNo: ER.prscNo }))

export const BeingChanged = meta.story({
  name: 'Being changed by the hospital: says so before send, no send, offers to tell when done',
  tags: ['visual'],
  parameters: { route: erRoute },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '응급의학과 한승우 교수' })).toBeVisible()
    const card = await status()
    await expect(within(card).getByText('처방 수정 중')).toBeVisible()
    await expect(within(card).getByText('병원에서 처방을 수정하고 있습니다.')).toBeVisible()
    await expect(within(card).getByText('수정이 끝나면 약국으로 보낼 수 있습니다.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '약국 골라서 보내기' })).toBeNull()
    await expect(canvas.getByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeEnabled()
  },
})

export const AskToBeTold = meta.story({
  name: 'Being changed: ask to be told when done, then it says it will',
  parameters: { route: erRoute },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '수정이 끝나면 알림 받기' }))
    await expect(await canvas.findByText('수정이 끝나면 알려 드리겠습니다.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeNull()
    await expect(erRecord()?.modifyNotice).toBe('Y')
  },
})

export const AlreadyAsked = meta.story({
  name: 'Being changed, asked before: says it will tell',
  tags: ['visual'],
  parameters: { route: erRoute, sandbox: { setup: keepWorld(erModifying('Y', { modifyNotice: 'Y' })) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('수정이 끝나면 알려 드리겠습니다.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeNull()
  },
})

export const AskToBeToldError = meta.story({
  name: 'Being changed: asking fails, the server’s reason, asking still offered',
  parameters: {
    route: erRoute,
    sandbox: { faults: { requestModifyNotice: { status: 500, reason: '알림 신청을 받지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '수정이 끝나면 알림 받기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('알림 신청을 받지 못했습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeEnabled()
    await expect(canvas.queryByText('수정이 끝나면 알려 드리겠습니다.')).toBeNull()
    await expect(erRecord()?.modifyNotice).toBeUndefined()
  },
})

export const ChangeDone = meta.story({
  name: 'The change is done: the normal state, send offered',
  parameters: { route: erRoute, sandbox: { setup: keepWorld(erModifying('N')) } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByText('약국을 골라 처방전을 보내 주세요.')).toBeVisible()
    await expect(within(card).getByText('전송 전')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '약국 골라서 보내기' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeNull()
  },
})

export const BeingModified = meta.story({
  name: '409: the hospital began changing it after the list was read: the reason, then it shows so',
  parameters: { route: erRoute, sandbox: { setup: keepWorld(erModifying('N')) } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '응급의학과 한승우 교수' })).toBeVisible()
    const send = await canvas.findByRole('button', { name: '약국 골라서 보내기' })
    // The doctor opens it again between the list and the tap.
    await world?.db.prescriptions.update((q) => q.where({ prscNo: ER.prscNo }), {
      data(p) {
        p.modifying = 'Y'
      },
    })
    await userEvent.click(send)
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(within(dialog).getByText('처방전을 수정하고 있습니다. 잠시 후 다시 시도해 주세요.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    // Nothing made; the screen reads the list again and says it is being changed.
    await expect(await canvas.findByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: '약국 골라서 보내기' })).toBeNull()
    await expect(world?.db.rxOrders.findMany((q) => q.where({ prscNo: ER.prscNo }))).toHaveLength(0)
  },
})

export const NotIssued = meta.story({
  name: 'Not issued (no medicine on it): the spec’s message, nothing made',
  parameters: {
    route: href('prescriptionsDetail', undefined, { prscNo: 'PR202611230007', date: '2026-11-23' }),
    sandbox: {
      setup: keepWorld(async (w) => {
        await w.db.prescriptions.update((q) => q.where({ prscNo: 'PR202611230007' }), {
          data(p) {
            p.drugCount = 0
            p.modifying = 'N'
          },
        })
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약국 골라서 보내기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('처방전이 발행되지 않았거나 처방전에서 약 정보를 찾을 수 없습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(world?.db.rxOrders.findMany((q) => q.where({ prscNo: 'PR202611230007' }))).toHaveLength(0)
  },
})

export const Sent = meta.story({
  name: 'Sent: waiting for the pharmacy, no order yet, can cancel',
  parameters: { sandbox: { setup: keepWorld(eyeAt('SENT')) } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(
      await within(card).findByText('약국이 처방전을 확인하고 있습니다. 접수되면 약제비가 나옵니다.'),
    ).toBeVisible()
    await expect(within(card).getByText(/자동으로 새로고침됩니다/)).toBeVisible()
    const progress = within(card).getByRole('list', { name: '전자처방전 진행 상황' })
    await expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveAccessibleName(
      '접수 대기, 지금 단계, 오전 8:56',
    )
    const bill = canvas.getByRole('region', { name: '약제비' })
    await expect(within(bill).getByText('아직 약국에서 약제비가 정해지지 않았습니다.')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '받는 약국' })).toHaveTextContent('행당늘봄약국')
    await expect(canvas.getByRole('button', { name: '약국 전송 취소' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: /결제하기|약국 골라서/ })).toBeNull()
  },
})

export const CancelSending = meta.story({
  name: 'Cancel while the pharmacy has not accepted: free to send again',
  parameters: { sandbox: { setup: keepWorld(eyeAt('SENT')) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약국 전송 취소' }))
    const confirm = await screen.findByRole('alertdialog', { name: '약국 전송을 취소할까요?' })
    await expect(confirm).toHaveTextContent('행당늘봄약국에 보낸 처방전을 취소합니다.')
    await userEvent.click(within(confirm).getByRole('button', { name: '전송 취소' }))
    const toast = await screen.findByText('약국 전송을 취소했습니다.')
    await expect(toast).toBeVisible()
    const sendAgain = await canvas.findByRole('button', { name: '약국 골라서 보내기' })
    await expect(sendAgain).toBeEnabled()
    // The toast lies above the bottom action bar, never over its button.
    await waitFor(async () => {
      await expect(toast.isConnected).toBe(true)
      await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        sendAgain.parentElement!.getBoundingClientRect().top,
      )
    })
    await expect(world?.db.rxOrders.findFirst((q) => q.where({ rxId: EYE.rxId }))?.status).toBe('CANCELLED')
  },
})

export const AcceptedDue = meta.story({
  name: 'Accepted: the charge is due, pay it',
  parameters: { sandbox: { setup: keepWorld(eyeAt('ACCEPTED')) } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByText(/약제비를 결제해 주세요/)).toBeVisible()
    await expect(within(card).getByRole('listitem', { current: 'step' })).toHaveAccessibleName(/^약국 접수, 지금 단계/)
    const bill = await canvas.findByRole('region', { name: '약제비' })
    await expect(await within(bill).findByText('2,900원')).toBeVisible()
    await expect(within(bill).getByText('결제 전')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })).toBeEnabled()
    // The pharmacy has it: no cancelling in the app.
    await expect(canvas.queryByRole('button', { name: '약국 전송 취소' })).toBeNull()
  },
})

export const PayOnceOnADoubleTap = meta.story({
  name: 'Pay: a double tap pays once; paid shows everywhere',
  parameters: { sandbox: { setup: keepWorld(eyeAt('ACCEPTED')) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' }))
    await expect(await screen.findByText('약제비 결제가 완료되었습니다.')).toBeVisible()
    const bill = canvas.getByRole('region', { name: '약제비' })
    await expect(await within(bill).findByText('결제 완료')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
    await expect(await within(await status()).findByText(/약국에서 약을 짓고 있습니다/)).toBeVisible()
    // One payment, posted with its trace number.
    await expect(paymentsOf('10234567').filter((p) => p.rxId === EYE.rxId)).toHaveLength(1)
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['POSTED'])
    const rx = world?.db.rxOrders.findFirst((q) => q.where({ rxId: EYE.rxId }))
    await expect(rx?.traceNo).toBe(ordersOf('10234567')[0]?.orderId)
  },
})

export const PaymentCancelled = meta.story({
  name: 'Payment cancelled on the card page: still payable',
  parameters: {
    sandbox: { setup: keepWorld(eyeAt('ACCEPTED')), native: { payment: { status: 'cancelled' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' }))
    await expect(await screen.findByText('결제를 취소했습니다. 결제된 금액은 없습니다.')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })).toBeEnabled()
    await expect(paymentsOf('10234567').filter((p) => p.rxId === EYE.rxId)).toHaveLength(0)
  },
})

export const CardDeclined = meta.story({
  name: 'Card declined (card stopped), closed: why, nothing charged, still payable',
  parameters: {
    sandbox: {
      setup: keepWorld(eyeAt('ACCEPTED')),
      native: { payment: { status: 'failed', code: 'CARD_SUSPENDED', message: '[E031] 분실/도난 카드' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toHaveTextContent('정지되었거나 분실 신고된 카드라 승인되지 않았습니다.')
    await expect(dialog).toHaveTextContent('결제된 금액은 없습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await expect(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })).toBeEnabled()
    await expect(paymentsOf('10234567').filter((p) => p.rxId === EYE.rxId)).toHaveLength(0)
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED'])
  },
})

export const PostingFails = meta.story({
  name: 'Payment fails after the approval: the approval is cancelled, still payable',
  parameters: {
    sandbox: {
      setup: keepWorld(eyeAt('ACCEPTED')),
      faults: { payRx: { status: 500, reason: '약국 결제 시스템에 연결하지 못했습니다.' } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '수납을 마치지 못했습니다' })
    await expect(dialog).toHaveTextContent('약국 결제 시스템에 연결하지 못했습니다.')
    await expect(dialog).toHaveTextContent('카드 결제 승인을 취소했습니다.')
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['CANCELLED'])
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })).toBeEnabled()
    await expect(world?.db.rxOrders.findFirst((q) => q.where({ rxId: EYE.rxId }))?.paid).toBe('N')
  },
})

export const AdditionalCharge = meta.story({
  name: 'The pharmacy added a charge meanwhile: refused with the spec’s message, the new amount shown',
  parameters: { sandbox: { setup: keepWorld(eyeAt('ACCEPTED')) } },
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })
    await world?.db.rxOrders.update((q) => q.where({ rxId: EYE.rxId }), {
      data(r) {
        r.amount = 4300
      },
    })
    await userEvent.click(pay)
    const dialog = await screen.findByRole('alertdialog', { name: '수납을 마치지 못했습니다' })
    await expect(dialog).toHaveTextContent('추가 비용이 발생했습니다. 원무과로 문의해 주세요.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByRole('button', { name: '약제비 4,300원 결제하기' })).toBeEnabled()
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['CANCELLED'])
  },
})

export const CounterOnly = meta.story({
  name: 'Car insurance: pay at the counter only, no pay button',
  parameters: { sandbox: { setup: keepWorld(eyeAt('PREPARING', { counterOnly: 'Y' })) } },
  play: async ({ canvas }) => {
    const bill = await canvas.findByRole('region', { name: '약제비' })
    await expect(within(bill).getByText('원무 창구에서만 수납할 수 있습니다.')).toBeVisible()
    await expect(within(bill).getByText('원무 창구 수납')).toBeVisible()
    await expect(await within(await status()).findByText(/약제비는 원무 창구에서 수납합니다/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})

export const Dispensing = meta.story({
  name: 'Dispensing, paid: wait, it refreshes itself',
  parameters: { sandbox: { setup: keepWorld(eyeAt('PREPARING', { paid: 'Y' })) } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByText(/약국에서 약을 짓고 있습니다/)).toBeVisible()
    await expect(within(card).getByRole('listitem', { current: 'step' })).toHaveAccessibleName(/^조제 중, 지금 단계/)
    await expect(within(card).getByText(/자동으로 새로고침됩니다/)).toBeVisible()
    await expect(within(await canvas.findByRole('region', { name: '약제비' })).getByText('결제 완료')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /결제하기|약을 받았습니다|약국 골라서/ })).toBeNull()
  },
})

export const ReadyToPickUp = meta.story({
  name: 'Ready and paid: show the QR, then confirm the medicine is in hand',
  parameters: { sandbox: { setup: keepWorld(eyeAt('READY', { paid: 'Y' })) } },
  play: async ({ canvas, userEvent }) => {
    const card = await status()
    await expect(await within(card).findByText(/처방전 QR을 보여 주고 받아 가세요/)).toBeVisible()
    await expect(within(card).getByRole('listitem', { current: 'step' })).toHaveAccessibleName(/^조제 완료, 지금 단계/)
    await expect(within(card).queryByText(/자동으로 새로고침됩니다/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '처방전 QR 보기' }))
    const qr = await screen.findByRole('dialog', { name: '처방전 QR' })
    await expect(within(qr).getByRole('img', { name: '처방전 PR202611230101의 QR 코드' })).toBeVisible()
    await expect(within(qr).getByText('PR202611230101')).toBeVisible()
    await userEvent.click(within(qr).getByRole('button', { name: '닫기' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '처방전 QR' })).toBeNull())

    await userEvent.click(canvas.getByRole('button', { name: '약을 받았습니다' }))
    const confirm = await screen.findByRole('alertdialog', { name: '약을 받으셨나요?' })
    await userEvent.click(within(confirm).getByRole('button', { name: '받았습니다' }))
    await expect(await screen.findByText('수령 완료로 바꿨습니다.')).toBeVisible()
    await expect(await within(await status()).findByText('약을 받으셨습니다.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '처방전 QR 보기' })).toBeNull()
  },
})

export const QrClosesOnBack = meta.story({
  name: 'The QR dialog: the back action closes it first',
  parameters: { sandbox: { setup: keepWorld(eyeAt('READY', { paid: 'Y' })) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '처방전 QR 보기' }))
    await expect(await screen.findByRole('dialog', { name: '처방전 QR' })).toBeVisible()
    ;(nativeBridge() as ReturnType<typeof nativeBridge> & { emit(event: 'back'): void }).emit('back')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '처방전 QR' })).toBeNull())
    // Still on the prescription.
    await expect(canvas.getByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()
  },
})

export const ReadyUnpaid = meta.story({
  name: 'Ready, not paid: pay first',
  parameters: { sandbox: { setup: keepWorld(eyeAt('READY')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '약제비 2,900원 결제하기' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: '약을 받았습니다' })).toBeNull()
  },
})

export const Received = meta.story({
  name: 'Received: the older prescription, paid in the app',
  parameters: { route: href('prescriptionsDetail', undefined, { prscNo: 'PR202611090001', date: '2026-11-09' }) },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByText('약을 받으셨습니다.')).toBeVisible()
    await expect(within(card).getByRole('listitem', { name: /수령 완료, 지남, 오후 12:32/ })).toBeVisible()
    const bill = await canvas.findByRole('region', { name: '약제비' })
    await expect(await within(bill).findByText('4,200원')).toBeVisible()
    await expect(within(bill).getByText('결제 완료')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '처방전 QR 보기' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /결제하기|약을 받았습니다|약국 골라서/ })).toBeNull()
  },
})

export const RecordsAMissedSending = meta.story({
  name: 'Reopened after the app closed mid-way: the hospital gets the missing record',
  parameters: { sandbox: { setup: keepWorld(eyeAt('SENT', { recorded: false })) } },
  play: async () => {
    await expect(await within(await status()).findByText(/약국이 처방전을 확인하고 있습니다/)).toBeVisible()
    await waitFor(() =>
      expect(world?.db.prescriptions.findFirst((q) => q.where({ prscNo: EYE.prscNo }))).toMatchObject({
        submitStatus: 'SENT',
        pharmCode: 'PH0004',
      }),
    )
  },
})

export const Expired = meta.story({
  name: 'Expired: cannot be sent, says why',
  parameters: { sandbox: { now: '2026-11-26T10:00:00+09:00' } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(
      await within(card).findByText(wholeText(/처방전 사용 기한\(발행일 포함 3일\)이 지났습니다/)),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '약국 골라서 보내기' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: '처방전 QR 보기' })).toBeNull()
  },
})

export const OutsideServiceHours = meta.story({
  name: 'Outside the service hours: says when it can be sent',
  parameters: { sandbox: { now: '2026-11-23T21:00:00+09:00' } },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByText('지금은 전자처방전을 보낼 수 있는 시간이 아닙니다.')).toBeVisible()
    await expect(within(card).getByText(wholeText('전자처방전 전송 시간 08:00~20:00'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '약국 골라서 보내기' })).toBeNull()
  },
})

export const NotFound = meta.story({
  name: 'Not found: an unknown prescription',
  parameters: { route: href('prescriptionsDetail', undefined, { prscNo: 'PR202611239999', date: '2026-11-23' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('처방전을 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '처방전 목록으로' })).toHaveAttribute('href', '/prescriptions')
  },
})

export const Error = meta.story({
  name: 'Error: the server’s reason, retry, phone',
  parameters: {
    sandbox: { faults: { listErxPrescriptionsByQuarter: { status: 500, reason: '처방 서버를 점검하고 있습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('처방 서버를 점검하고 있습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const StatusError = meta.story({
  name: 'The e-prescription service does not answer: the rest still shows',
  parameters: {
    sandbox: {
      setup: keepWorld(eyeAt('SENT')),
      faults: { fetchRxStatus: { status: 503, reason: '전자처방전 서비스 점검 중입니다.' } },
    },
  },
  play: async ({ canvas }) => {
    const card = await status()
    await expect(await within(card).findByRole('alert')).toHaveTextContent('전송 상태를 불러오지 못했습니다')
    await expect(canvas.getByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()
    await expect(await canvas.findByText('크라비트점안액 0.5%')).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listErxPrescriptionsByQuarter: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /보내기|결제하기/ })).toBeNull()
  },
})
