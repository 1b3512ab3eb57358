import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import PaymentHistoryScreen from './PaymentHistoryScreen'

/** 이서연 paid 김순자's bill last week, and the hi-pass payment of 2 Nov was cancelled. */
const proxyAndCancelled: SandboxParameters['setup'] = async (world) => {
  const patient = world.db.patients.findFirst((q) => q.where({ patientNo: '10567892' }))
  if (!patient) throw new globalThis.Error('seed: 김순자 is missing')
  await world.db.payments.create({
    patient,
    kind: 'OUTPATIENT',
    paymentId: 'PAY202611200101',
    paidAt: '2026-11-20T15:10:00+09:00',
    visitDate: '2026-10-19',
    departmentName: '신경과',
    doctorName: '임재현',
    amount: 12800,
    totalAmount: 42700,
    insurerAmount: 29900,
    method: 'CARD',
    cardName: '신한카드',
    approvalNo: '30095555',
    paidByUserId: 'U1001',
    status: 'PAID',
    billIds: ['B202610190101'],
    lines: [{ itemName: '신경과 진료비', insuredAmount: 0, uninsuredAmount: 0, patientAmount: 12800 }],
  })
  await world.db.payments.update((q) => q.where({ paymentId: 'PAY202611020001' }), {
    data(payment) {
      payment.status = 'CANCELLED'
    },
  })
}

const meta = preview.meta({
  title: 'Screens/Payment/PaymentHistory',
  component: PaymentHistoryScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientPaymentHistory'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the last six months, and a receipt',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: '수납내역' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '연말정산 납입확인서' })).toHaveAttribute(
      'href',
      '/documents/payment-confirmation',
    )
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    const hipass = within(list).getByRole('button', { name: /소화기내과 박지훈 교수/ })
    await expect(hipass).toHaveTextContent('2026.11.02 (월) · 하이패스 · 신한카드')
    await expect(hipass).toHaveTextContent('수납완료')
    await expect(hipass).toHaveTextContent('9,800원')
    const card = within(list).getByRole('button', { name: /2026\.11\.09\s\(월\)/ })
    await expect(card).toHaveTextContent('카드 · 신한카드')
    await userEvent.click(card)
    const receipt = await screen.findByRole('dialog', { name: '진료비 영수증' })
    await expect(await within(receipt).findByText('61,300원')).toBeVisible()
    await expect(within(receipt).getByText('진료비 총액')).toBeVisible()
    await expect(within(receipt).getByText('공단 부담금')).toBeVisible()
    await expect(within(receipt).getByText('42,900원')).toBeVisible()
    await expect(within(receipt).getByText('환자 부담 총액')).toBeVisible()
    await expect(within(receipt).getByText('검체검사료')).toBeVisible()
    await expect(within(receipt).getByText('30012345')).toBeVisible()
    await userEvent.click(within(receipt).getByRole('button', { name: '닫기' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '진료비 영수증' })).toBeNull())
  },
})

export const ProxyAndCancelled = meta.story({
  name: 'A proxy payment and a cancelled one',
  parameters: { sandbox: { setup: proxyAndCancelled } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    // Paid for someone outside the family: what was paid, nothing of their care, the name half hidden.
    const proxy = within(list).getByRole('button', { name: /대리수납/ })
    await expect(proxy).toHaveTextContent('김*자님 진료비')
    await expect(proxy).not.toHaveTextContent(/신경과|임재현|김순자/)
    const cancelled = within(list).getByRole('button', { name: /소화기내과 박지훈 교수/ })
    await expect(cancelled).toHaveTextContent('결제취소')
    await expect(within(list).getAllByText('수납완료')).toHaveLength(3)
  },
})

export const OneYear = meta.story({
  name: 'Period: a year',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: '수납내역 목록' })
    await userEvent.click(canvas.getByText('1년'))
    await expect(canvas.getByRole('group', { name: '조회 기간' })).toHaveAccessibleDescription(
      '2025.11.23 ~ 2026.11.23',
    )
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await expect(await within(list).findByRole('button', { name: /가정의학과 윤정민 교수/ })).toBeVisible()
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing paid in the period',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 수납내역이 없습니다')).toBeVisible()
  },
})

export const ReceiptError = meta.story({
  name: 'The receipt fails to load',
  parameters: {
    sandbox: { faults: { fetchOutpatientPayment: { status: 500, reason: '영수증을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await userEvent.click(within(list).getByRole('button', { name: /2026\.11\.09\s\(월\)/ }))
    const receipt = await screen.findByRole('dialog', { name: '진료비 영수증' })
    await expect(await within(receipt).findByRole('alert')).toHaveTextContent('영수증을 불러오지 못했습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listOutpatientPayments: { status: 500, reason: '수납내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('수납내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listOutpatientPayments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '6개월' })).toBeChecked()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '수납내역 목록' })).toBeNull()
  },
})
