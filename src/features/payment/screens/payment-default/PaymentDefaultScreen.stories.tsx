import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import PaymentDefaultScreen from './PaymentDefaultScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The running story's sandbox world (handed over by `setup`), to check what the server recorded. */
let world: World | undefined

const keepWorld =
  (then?: SandboxParameters['setup']): SandboxParameters['setup'] =>
  async (w) => {
    world = w
    await then?.(w)
  }

/** The card orders the server has for a patient (hashed, approved, posted or cancelled). */
const ordersOf = (patientNo: string) =>
  world?.db.paymentOrders.findMany((q) => q.where({ patient: { patientNo } })) ?? []

/** Changes one of 이서연's bills before the story renders. */
const billChange =
  (billId: string, change: { counterOnly?: 'Y'; additionalCharge?: 'Y' }): SandboxParameters['setup'] =>
  async (world) => {
    await world.db.bills.update((q) => q.where({ billId }), {
      data(bill) {
        Object.assign(bill, change)
      },
    })
  }

const meta = preview.meta({
  title: 'Screens/Payment/PaymentDefault',
  component: PaymentDefaultScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientPaymentDefault'),
    sandbox: { persona: 'outpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the bills due, all chosen',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: '수납하기' })).toHaveAttribute('aria-current', 'page')
    // Each bill says what it is for: the Holter reading billed after the 9 Nov visit (its
    // consultation, paid that day, is in the history), and today's eye clinic.
    const holter = await canvas.findByRole('checkbox', {
      name: /순환기내과 김성훈 교수.*24시간 홀터 심전도 검사료.*2026\.11\.09.*32,700원/,
    })
    const eye = canvas.getByRole('checkbox', { name: /안과 조은비 교수.*진찰료·안과 검사료.*2026\.11\.23.*18,400원/ })
    await expect(holter).toBeChecked()
    await expect(eye).toBeChecked()
    const pay = canvas.getByRole('button', { name: '51,100원 결제하기' })
    await expect(pay).toBeEnabled()
    // The pay button is on top: not under the tab bar.
    const box = pay.getBoundingClientRect()
    await expect(pay.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true)
    // Unticking one changes the total.
    await userEvent.click(eye)
    await expect(eye).not.toBeChecked()
    await expect(await canvas.findByRole('button', { name: '32,700원 결제하기' })).toBeEnabled()
    await expect(canvas.getByText('결제할 금액 (2건 중 1건)')).toBeVisible()
  },
})

export const PaymentSuccess = meta.story({
  name: 'Payment approved: the completion (amount, each visit, the card), the receipt to save or send',
  parameters: { sandbox: { native: { payment: { status: 'approved', approvalNo: '30091234' } } } },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    // What happened, what was paid and how: no toast and no jump to the history.
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('낸 금액').closest('div')).toHaveTextContent('51,100원')
    await expect(canvas.getByText(/^2026\.11\.09.*순환기내과$/)).toBeVisible()
    await expect(canvas.getByText(/^2026\.11\.23.*안과$/)).toBeVisible()
    // Each visit's documents (the official receipt, 실손 claims).
    await expect(canvas.getByRole('link', { name: /^2026\.11\.09.*순환기내과 서류 발급$/ })).toHaveAttribute(
      'href',
      '/documents/visit/R202611090055',
    )
    // The approval number as the hospital confirmed it with the card processor.
    await expect(canvas.getByText('승인번호').nextElementSibling).toHaveTextContent(/^\d{8}$/)
    await expect(canvas.getByRole('link', { name: '수납내역 보기' })).toHaveAttribute(
      'href',
      '/outpatient/payment/history',
    )
    // The receipt: one payment for two visits, each visit with its own date.
    await userEvent.click(canvas.getByRole('button', { name: '영수증 보기' }))
    const receipt = await screen.findByRole('dialog', { name: '진료비 영수증' })
    await expect(await within(receipt).findByText(/2026\.11\.09\s\(월\), 2026\.11\.23\s\(월\)/)).toBeVisible()
    await expect(within(receipt).getByText('11.09 순환기내과 진료비')).toBeVisible()
    await expect(within(receipt).getByText('11.23 안과 진료비')).toBeVisible()
    await expect(within(receipt).getByText('2건 합계 (환자 부담)')).toBeVisible()
    // Saved as a picture through the shell, for a private insurance claim.
    await userEvent.click(within(receipt).getByRole('button', { name: '이미지로 저장' }))
    await expect(await screen.findByText('영수증을 저장했습니다.')).toBeVisible()
    await userEvent.click(within(receipt).getByRole('button', { name: '보내기' }))
    await expect(await screen.findByText('영수증을 보냈습니다.')).toBeVisible()
    const kept = storyNativeCalls.filter((call) => call.method === 'saveFile' || call.method === 'shareFile')
    await expect(kept.map((call) => call.method)).toEqual(['saveFile', 'shareFile'])
    const file = kept[0]!.args as { fileName: string; type: string }
    await expect(file.fileName).toMatch(/^진료비영수증_PAY.+\.png$/)
    await expect(file.type).toBe('image/png')
    await userEvent.click(within(receipt).getByRole('button', { name: '닫기' }))
    // And nothing is due any more.
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['POSTED'])
  },
})

export const Completion = meta.story({
  name: 'The completion as a patient sees it after paying by card',
  tags: ['visual'],
  parameters: { sandbox: { native: { payment: { status: 'approved', approvalNo: '30091234' } } } },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '영수증 보기' })).toBeVisible()
    // Each paid visit's documents (the official receipt, 실손 claims) one tap away.
    const documents = canvas.getAllByRole('link', { name: /서류 발급$/ })
    await expect(documents.length).toBeGreaterThan(0)
    await expect(documents[0]).toHaveAttribute('href', expect.stringMatching(/^\/documents\/visit\/R\d{12}$/))
  },
})

export const PaidThenHistory = meta.story({
  name: 'After paying: the history lists it, under both bills',
  parameters: { sandbox: { native: { payment: { status: 'approved', approvalNo: '30091234' } } } },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    await userEvent.click(await canvas.findByRole('link', { name: '수납내역 보기' }))
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await expect(canvas.getByRole('link', { name: '수납내역' })).toHaveAttribute('aria-current', 'page')
    const paid = await within(list).findByRole('button', { name: /2026\.11\.23\s\(월\).*51,100원/ })
    await expect(paid).toHaveTextContent('수납완료')
    await expect(paid).toHaveTextContent('순환기내과 외 1건')
  },
})

export const HipassPayment = meta.story({
  name: 'The registered hi-pass card: chosen, asked once, paid at once without the card page',
  play: async ({ canvas, userEvent }) => {
    const methods = await canvas.findByRole('radiogroup', { name: '결제 방법' })
    // The registered card, with its masked number, is preselected: registered to pay in one tap.
    await expect(within(methods).getByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ })).toBeChecked()
    await expect(within(methods).getByRole('radio', { name: /다른 카드로 결제/ })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const ask = await screen.findByRole('alertdialog', { name: '하이패스 결제' })
    await expect(ask).toHaveTextContent('51,100원을 바로 결제할까요?')
    await userEvent.click(within(ask).getByRole('button', { name: '결제하기' }))
    const done = await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })
    await expect(done).toBeVisible()
    await expect(canvas.getByText(/하이패스 카드/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '영수증 보기' }))
    const receipt = await screen.findByRole('dialog', { name: '진료비 영수증' })
    await expect(await within(receipt).findByText('하이패스')).toBeVisible()
    // No card order was opened.
    await expect(ordersOf('10234567')).toEqual([])
  },
})

export const HipassCardLate = meta.story({
  name: 'The registered card answered after the bills: preselected all the same, paid without the card page',
  parameters: { sandbox: { faults: { fetchHipassCard: { latencyMs: 800 } } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: '51,100원 결제하기' })).toBeEnabled()
    const hipass = await canvas.findByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ })
    await expect(hipass).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    await expect(await screen.findByRole('alertdialog', { name: '하이패스 결제' })).toBeVisible()
    await expect(ordersOf('10234567')).toEqual([])
  },
})

export const NoHipassCard = meta.story({
  name: 'No registered card: no choice to make, the card page',
  parameters: {
    sandbox: {
      native: { payment: { status: 'approved', approvalNo: '30091234' } },
      setup: keepWorld((world) => {
        world.db.hipassCards.deleteMany((q) => q.where({ registered: 'Y' }))
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '51,100원 결제하기' }))
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.queryByRole('radiogroup', { name: '결제 방법' })).toBeNull()
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['POSTED'])
  },
})

export const HipassDeclined = meta.story({
  name: 'The hi-pass question answered no: nothing is paid',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '하이패스 결제' })).getByRole('button', { name: '취소' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('button', { name: '51,100원 결제하기' })).toBeEnabled()
    const paidToday = world?.db.payments.findMany().filter((p) => p.paidAt.startsWith('2026-11-23')) ?? []
    await expect(paidToday).toEqual([])
  },
})

export const HipassLateAnswer = meta.story({
  name: 'Hi-pass paid but the answer came after the timeout: the bills are looked up and it says paid',
  // The app gives up after 1 s here (10 s in the app): the answer comes after it, the payment made.
  parameters: { sandbox: { callTimeoutMs: 1_000, faults: { payByHipass: { latencyMs: 1_500 } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '하이패스 결제' })).getByRole('button', {
        name: '결제하기',
      }),
    )
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    // Paid without an answer to name its receipt: the completion leads to the history.
    await expect(canvas.getByRole('link', { name: '수납내역 보기' })).toBeVisible()
    await expect(screen.queryByRole('alertdialog', { name: '결제 결과 확인' })).toBeNull()
  },
})

export const PaymentCancelled = meta.story({
  name: 'Payment cancelled on the card page: nothing paid',
  parameters: { sandbox: { native: { payment: { status: 'cancelled' } } } },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const toast = await screen.findByText('결제를 취소했습니다. 결제된 금액은 없습니다.')
    await expect(toast).toBeVisible()
    const pay = await canvas.findByRole('button', { name: '51,100원 결제하기' })
    await expect(pay).toBeEnabled()
    // The toast lies above the bottom action bar (itself above the tab bar), never over the button.
    await waitFor(async () => {
      await expect(toast.isConnected).toBe(true)
      await expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        pay.parentElement!.getBoundingClientRect().top,
      )
    })
    await expect(canvas.getByRole('link', { name: '수납하기' })).toHaveAttribute('aria-current', 'page')
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED'])
  },
})

export const PaymentRefused = meta.story({
  name: 'Payment refused by the card page, no reason the app knows: the processor’s text, nothing charged',
  parameters: { sandbox: { native: { payment: { status: 'failed', message: '카드 한도가 부족합니다.' } } } },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toHaveTextContent('카드 한도가 부족합니다.')
    await expect(dialog).toHaveTextContent('결제된 금액은 없습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }))
    await expect(await canvas.findByRole('button', { name: '51,100원 결제하기' })).toBeEnabled()
    // One order, never approved.
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED'])
  },
})

export const CardDeclined = meta.story({
  name: 'Card declined: why (the processor’s reason), nothing charged, another card or another try',
  tags: ['visual'],
  parameters: {
    sandbox: { native: { payment: { status: 'failed', code: 'LIMIT_EXCEEDED', message: '한도초과(E051)' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    // The reason in the app's words, not the processor's code.
    await expect(dialog).toHaveAccessibleDescription(
      /^카드 한도가 부족하거나 잔액이 모자라 승인되지 않았습니다\.\s+결제된 금액은 없습니다\.$/,
    )
    await expect(dialog).not.toHaveTextContent('E051')
    // The card itself is the reason: another card first, then another try, then 닫기.
    const buttons = within(dialog).getAllByRole('button')
    await expect(buttons.map((button) => button.textContent)).toEqual(['다른 카드로 결제', '다시 시도', '닫기'])
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED'])
  },
})

export const CardDeclinedThenRetried = meta.story({
  name: 'Card declined (the processor not reached), 다시 시도: the card page again, a new order, paid',
  parameters: {
    sandbox: {
      native: {
        payment: [
          { status: 'failed', code: 'PROCESSOR_UNREACHABLE' },
          { status: 'approved', approvalNo: '' },
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toHaveTextContent('카드사와 연결되지 않아 승인되지 않았습니다.')
    await expect(dialog).toHaveTextContent('결제된 금액은 없습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }))
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('낸 금액').closest('div')).toHaveTextContent('51,100원')
    // The same goods and amount on the card page, each time as a new order; paid once.
    const opened = storyNativeCalls.filter((call) => call.method === 'startCardPayment').map((call) => call.args)
    await expect(opened).toHaveLength(2)
    await expect(opened[1]).toMatchObject({ amount: 51_100, goodsName: (opened[0] as { goodsName: string }).goodsName })
    await expect((opened[0] as { orderId: string }).orderId).not.toBe((opened[1] as { orderId: string }).orderId)
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED', 'POSTED'])
  },
})

export const CardDeclinedThenAnotherCard = meta.story({
  name: 'Card declined (expired), with a hi-pass card registered: 다른 카드로 결제 opens the card page, paid',
  parameters: {
    sandbox: {
      native: {
        payment: [
          { status: 'failed', code: 'CARD_EXPIRED', message: '유효기간 경과' },
          { status: 'approved', approvalNo: '', cardName: '우리카드' },
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toHaveTextContent('카드 유효기간이 지나 승인되지 않았습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '다른 카드로 결제' }))
    // The card page (where a card is chosen), not the registered hi-pass card: no hi-pass question.
    await expect(await canvas.findByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(screen.queryByRole('alertdialog', { name: '하이패스 결제' })).toBeNull()
    await expect(canvas.getByText(/우리카드/)).toBeVisible()
    await expect(storyNativeCalls.filter((call) => call.method === 'startCardPayment')).toHaveLength(2)
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['HASHED', 'POSTED'])
  },
})

export const PostingFailure = meta.story({
  name: 'Posting fails after the approval: the approval is cancelled',
  parameters: {
    sandbox: { faults: { updatePaymentInfo: { status: 500, reason: '병원 수납 시스템에 연결하지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    // The card provider's page, over the registered hi-pass card (the default).
    await userEvent.click(await canvas.findByRole('radio', { name: /다른 카드로 결제/ }))
    await userEvent.click(canvas.getByRole('button', { name: '51,100원 결제하기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '수납을 마치지 못했습니다' })
    await expect(dialog).toHaveTextContent('병원 수납 시스템에 연결하지 못했습니다.')
    await expect(dialog).toHaveTextContent(
      '카드 결제 승인을 취소했습니다. 결제된 금액은 없으니 잠시 후 다시 시도해 주세요.',
    )
    // The card approval was cancelled with the provider.
    await expect(ordersOf('10234567').map((o) => o.status)).toEqual(['CANCELLED'])
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // The bills are still due.
    await expect(await canvas.findByRole('checkbox', { name: /32,700원/ })).toBeChecked()
    await expect(canvas.getByRole('button', { name: '51,100원 결제하기' })).toBeEnabled()
  },
})

export const ZeroAmount = meta.story({
  name: '0 won: refused, nothing sent',
  play: async ({ canvas, userEvent }) => {
    for (const checkbox of await canvas.findAllByRole('checkbox')) await userEvent.click(checkbox)
    await userEvent.click(await canvas.findByRole('button', { name: '0원 결제하기' }))
    const dialog = await screen.findByRole('dialog', { name: '알림' })
    await expect(within(dialog).getByText('결제 금액이 0원입니다. 다시 확인해 주세요.')).toBeVisible()
    await expect(ordersOf('10234567')).toHaveLength(0)
  },
})

export const CounterOnly = meta.story({
  name: 'A counter-only bill cannot be chosen',
  parameters: { sandbox: { setup: keepWorld(billChange('B202611090102', { counterOnly: 'Y' })) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('원무 창구에서만 수납할 수 있습니다.')).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1)
    await expect(canvas.queryByRole('checkbox', { name: /32,700원/ })).toBeNull()
    await expect(canvas.getByText('32,700원')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '18,400원 결제하기' })).toBeEnabled()
  },
})

export const AdditionalCharge = meta.story({
  name: 'A bill with an additional charge cannot be chosen',
  parameters: { sandbox: { setup: keepWorld(billChange('B202611230101', { additionalCharge: 'Y' })) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('추가 비용이 발생했습니다. 원무과로 문의해 주세요.')).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: '32,700원 결제하기' })).toBeEnabled()
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing due today',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '수납내역 보기' })).toHaveAttribute(
      'href',
      '/outpatient/payment/history',
    )
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})

export const Error = meta.story({
  name: 'Error: the payment lookup error',
  parameters: { sandbox: { faults: { listPayableBills: { status: 500, reason: 'DB timeout' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료비 조회 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(alert).not.toHaveTextContent('DB timeout')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listPayableBills: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '수납하기' })).toBeVisible()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})
