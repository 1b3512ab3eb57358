import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import type { World } from '@/features/inpatient/testing/story-worlds'
import InpatientPaymentHistoryScreen from './InpatientPaymentHistoryScreen'

const meta = preview.meta({
  title: 'Screens/Inpatient/PaymentHistory',
  component: InpatientPaymentHistoryScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inpatientPaymentHistory'),
    sandbox: { persona: 'inpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: the August discharge, paid at the counter; its receipt and documents',
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: '수납내역' })).toHaveAttribute('aria-current', 'page')
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    const august = within(list).getByRole('button', { name: /외과 오태석 교수/ })
    await expect(august).toHaveTextContent('2026.08.14 (금) · 창구')
    await expect(august).toHaveTextContent('286,300원')
    await userEvent.click(august)
    const receipt = await screen.findByRole('dialog', { name: '진료비 영수증' })
    await expect(await within(receipt).findByText('1,161,500원')).toBeVisible()
    await expect(within(receipt).getByText('875,200원')).toBeVisible()
    await expect(within(receipt).getAllByRole('listitem')).toHaveLength(4)
    // The stay's own documents (the receipt form, the itemised statement, the certificate copy).
    await expect(within(receipt).getByRole('link', { name: '서류 발급' })).toHaveAttribute(
      'href',
      href('visitDocuments', { receptionId: 'R202608100412' }),
    )
  },
})

export const Empty = meta.story({
  name: 'Empty: one month, nothing paid',
  parameters: { route: href('inpatientPaymentHistory', undefined, { months: '1' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 수납내역이 없습니다')).toBeVisible()
    await expect(canvas.getByText('조회 기간을 늘려 보세요.')).toBeVisible()
  },
})

export const Cancelled = meta.story({
  name: 'A cancelled payment is struck through and says so',
  parameters: {
    sandbox: {
      setup: async (world: World) => {
        await world.db.payments.update((q) => q.where({ paymentId: 'IPAY202608140001' }), {
          data(p) {
            p.status = 'CANCELLED'
          },
        })
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '수납내역 목록' })
    await expect(within(list).getByRole('button', { name: /외과/ })).toHaveTextContent('결제취소')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listInpatientPayments: { status: 500, reason: '수납내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('수납내역을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listInpatientPayments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '수납내역 목록' })).toBeNull()
  },
})

export const NotOnAllowList = meta.story({
  name: 'Not in hospital: the inpatients-only dialog',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async () => {
    const message = await screen.findByText('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await waitFor(() => expect(message).toBeVisible())
  },
})
