import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import {
  STAY,
  all,
  currentWorld,
  keepWorld,
  outpatientAdmitted,
  type World,
} from '@/features/inpatient/testing/story-worlds'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import InterimBillScreen from './InterimBillScreen'

/** 박영수's card orders on the server (hashed, approved, posted or cancelled). */
const orders = () => currentWorld().db.paymentOrders.findMany((q) => q.where({ patient: { patientNo: '10345678' } }))

/** His interim bill as the server keeps it. */
const bill = () => currentWorld().db.stays.findFirst((q) => q.where({ receptionId: STAY }))?.interimBill

const paidAlready = async (world: World) => {
  await world.db.stays.update((q) => q.where({ receptionId: STAY }), {
    data(stay) {
      stay.interimBill.paidAmount = stay.interimBill.amountDue
      stay.interimBill.amountDue = 0
    },
  })
}

const meta = preview.meta({
  title: 'Screens/Inpatient/InterimBill',
  component: InterimBillScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientPaymentDefault'),
    sandbox: { persona: 'inpatient', setup: keepWorld() } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the interim bill, its lines and what is due',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '중간진료비' })).toHaveAttribute('aria-current', 'page')
    const card = within(await canvas.findByRole('region', { name: '중간진료비' }))
    await expect(card.getByText(/2026\.11\.20 \(금\) ~ 2026\.11\.22\s\(일\) 진료분/)).toBeVisible()
    await expect(card.getByText(/2026\.11\.23\s\(월\) 오전 6:00 기준/)).toBeVisible()
    await expect(card.getByText('1,463,000원')).toBeVisible()
    await expect(card.getByText('1,113,400원')).toBeVisible()
    await expect(card.getByText('0원')).toBeVisible()
    const lines = canvas.getByRole('region', { name: '세부 항목' })
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(5)
    await expect(within(lines).getByText('식대')).toBeVisible()
    const pay = canvas.getByRole('button', { name: keepWhole('349,600원 결제하기') })
    await expect(pay).toBeEnabled()
    // The pay button is on top: not under the tab bar.
    const box = pay.getBoundingClientRect()
    await expect(pay.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true)
  },
})

export const PaymentSuccess = meta.story({
  name: 'Paid by card, a double tap pays once: the completion, then the history shows it',
  parameters: {
    sandbox: { native: { payment: { status: 'approved', approvalNo: '30091234', cardName: '신한카드' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') }))
    // The completion: the amount and the card as the hospital's check gives it; the receipt in the history.
    await expect(await canvas.findByRole('heading', { name: '중간진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('낸 금액').nextElementSibling).toHaveTextContent('349,600원')
    await expect(canvas.getByText('결제 수단').nextElementSibling).toHaveTextContent('신한카드')
    await userEvent.click(canvas.getByRole('link', { name: '수납내역 보기' }))
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await expect(canvas.getByRole('link', { name: '수납내역' })).toHaveAttribute('aria-current', 'page')
    const paid = await within(list).findByRole('button', { name: /2026\.11\.23\s\(월\).*349,600원/ })
    await expect(paid).toHaveTextContent('수납완료')
    // The card's name as the hospital's approval check gives it (from the card processor).
    await expect(paid).toHaveTextContent('카드 · 신한카드')
    await expect(orders().map((o) => o.status)).toEqual(['POSTED'])
    await expect(bill()).toMatchObject({ amountDue: 0, paidAmount: 349600 })
  },
})

export const PaymentCancelled = meta.story({
  name: 'Cancelled on the card page: nothing paid',
  parameters: { sandbox: { native: { payment: { status: 'cancelled' } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') }))
    await expect(await screen.findByText('결제를 취소했습니다. 결제된 금액은 없습니다.')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') })).toBeEnabled()
    await expect(orders().map((o) => o.status)).toEqual(['HASHED'])
    await expect(bill()?.amountDue).toBe(349600)
  },
})

export const CardDeclinedThenRetried = meta.story({
  name: 'Card declined (a wrong PIN): why, nothing charged; 다시 시도 pays the same bill once',
  parameters: {
    sandbox: {
      native: {
        payment: [
          { status: 'failed', code: 'INVALID_CARD_INFO', message: '[E021] 비밀번호 오류' },
          { status: 'approved', approvalNo: '', cardName: '신한카드' },
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') }))
    const dialog = await screen.findByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toHaveTextContent('카드 번호, 유효기간 또는 비밀번호가 맞지 않아 승인되지 않았습니다.')
    await expect(dialog).toHaveTextContent('결제된 금액은 없습니다.')
    await expect(bill()?.amountDue).toBe(349600)
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }))
    await expect(await canvas.findByRole('heading', { name: '중간진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(orders().map((o) => o.status)).toEqual(['HASHED', 'POSTED'])
    await expect(bill()).toMatchObject({ amountDue: 0, paidAmount: 349600 })
  },
})

export const PostingFailure = meta.story({
  name: 'Posting fails after the approval: the approval is cancelled',
  parameters: {
    sandbox: { faults: { payInterimBill: { status: 500, reason: '병원 수납 시스템에 연결하지 못했습니다.' } } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') }))
    const dialog = await screen.findByRole('alertdialog', { name: '수납을 마치지 못했습니다' })
    await expect(dialog).toHaveTextContent('병원 수납 시스템에 연결하지 못했습니다.')
    await expect(dialog).toHaveTextContent('카드 결제 승인을 취소했습니다.')
    await expect(orders().map((o) => o.status)).toEqual(['CANCELLED'])
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(await canvas.findByRole('button', { name: keepWhole('349,600원 결제하기') })).toBeEnabled()
    await expect(bill()?.amountDue).toBe(349600)
  },
})

export const AlreadyPaid = meta.story({
  name: 'Already paid: nothing due, no pay button',
  parameters: { sandbox: { setup: keepWorld(paidAlready) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('지금 낼 중간진료비가 없습니다')).toBeVisible()
    await expect(canvas.getByText(/이번 중간진료비 349,600원을 모두 내셨습니다/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '수납내역 보기' })).toHaveAttribute(
      'href',
      '/inpatient/payment/history',
    )
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})

export const NotOnAllowList = meta.story({
  name: 'In hospital but not on the allow list: the maintenance message',
  parameters: { sandbox: { persona: 'outpatient', setup: keepWorld(all(outpatientAdmitted)) } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('서비스 점검 중입니다. 이용에 불편을 드려 죄송합니다.')
    await waitFor(() => expect(message).toBeVisible())
    await expect(canvas.queryByRole('region', { name: '중간진료비' })).toBeNull()
  },
})

export const NotInpatient = meta.story({
  name: 'Not in hospital: the inpatients-only dialog',
  parameters: { sandbox: { persona: 'outpatient' } },
  play: async ({ canvas }) => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible())
    await expect(canvas.queryByRole('region', { name: '중간진료비' })).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchInterimBill: { status: 500, reason: '진료비 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('진료비 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchInterimBill: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '중간진료비' })).toBeVisible()
    await expect(canvas.getByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /결제하기/ })).toBeNull()
  },
})
