import { expect, screen, within } from 'storybook/test'
import { wholeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import PrescriptionsScreen from './PrescriptionsScreen'

type World = Parameters<NonNullable<SandboxParameters['setup']>>[0]

/** The running story's sandbox world, to check what the server recorded. */
let world: World | undefined

const keepWorld: SandboxParameters['setup'] = (w) => {
  world = w
}

/** Last night's emergency-room prescription, which the hospital is changing in the seeded world. */
const ER = 'PR202611230007'
const erRecord = () => world?.db.prescriptions.findFirst((q) => q.where({ prscNo: ER }))
const todayList = () => screen.findByRole('list', { name: '오늘 받은 처방전 목록' })
const erItem = async () =>
  within(await todayList())
    .getByRole('link', { name: /응급의학과 한승우 교수/ })
    .closest('li') as HTMLElement

const meta = preview.meta({
  title: 'Screens/Prescriptions/Prescriptions',
  component: PrescriptionsScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('prescriptions'),
    sandbox: { persona: 'outpatient', setup: keepWorld } satisfies SandboxParameters,
  },
})

const paymentsRoute = href('prescriptions', undefined, { tab: 'payments' })

export const Loaded = meta.story({
  name: 'Loaded: today’s two, the recent months, the service hours',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText(/전자처방전 전송 시간 08:00~20:00/))).toHaveTextContent(
      '지금 보낼 수 있습니다.',
    )
    const today = await canvas.findByRole('list', { name: '오늘 받은 처방전 목록' })
    const eye = within(today).getByRole('link', { name: /안과 조은비 교수/ })
    await expect(eye).toHaveAttribute('href', '/prescriptionsDetail?prscNo=PR202611230101&date=2026-11-23')
    await expect(await within(eye).findByText('전송 전')).toBeVisible()
    await expect(within(eye).getByText(/약국 선택 대기/)).toBeVisible()
    await expect(within(today).getByRole('link', { name: /응급의학과 한승우 교수/ })).toBeVisible()
    // Today's are not repeated in the recent months.
    const recent = await canvas.findByRole('list', { name: '최근 3개월 처방전 목록' })
    const older = within(recent).getByRole('link', { name: /순환기내과 김성훈 교수/ })
    await expect(older).toHaveTextContent('2026.11.09 (월) 발행')
    await expect(await within(older).findByText('수령 완료')).toBeVisible()
    await expect(within(recent).queryByRole('link', { name: /안과/ })).toBeNull()
    await expect(canvas.getByRole('combobox', { name: '조회 기간' })).toHaveValue('recent')
  },
})

export const BeingChanged = meta.story({
  name: 'Being changed by the hospital: the row says so before send, and offers to tell when done',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '오늘 받은 처방전' })).toBeVisible()
    const item = await erItem()
    const row = within(item).getByRole('link', { name: /응급의학과 한승우 교수/ })
    await expect(within(row).getByText('처방 수정 중')).toBeVisible()
    await expect(within(row).getByText('병원에서 처방을 수정하고 있습니다.')).toBeVisible()
    await expect(within(row).queryByText('전송 전')).toBeNull()
    // The button sits under the row, not inside its link.
    await expect(within(item).getByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeEnabled()
    await expect(within(row).queryByRole('button')).toBeNull()
  },
})

export const AskToBeTold = meta.story({
  name: 'Being changed: ask to be told from the list, then it says it will',
  play: async ({ userEvent }) => {
    const item = await erItem()
    await userEvent.click(within(item).getByRole('button', { name: '수정이 끝나면 알림 받기' }))
    await expect(await within(item).findByText('수정이 끝나면 알려 드리겠습니다.')).toBeVisible()
    await expect(within(item).queryByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeNull()
    await expect(erRecord()?.modifyNotice).toBe('Y')
  },
})

export const AskToBeToldError = meta.story({
  name: 'Being changed: asking fails, the server’s reason, asking still offered',
  parameters: {
    sandbox: { faults: { requestModifyNotice: { status: 500, reason: '알림 신청을 받지 못했습니다.' } } },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(within(await erItem()).getByRole('button', { name: '수정이 끝나면 알림 받기' }))
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('알림 신청을 받지 못했습니다.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    const item = await erItem()
    await expect(await within(item).findByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeEnabled()
    await expect(within(item).queryByText('수정이 끝나면 알려 드리겠습니다.')).toBeNull()
  },
})

export const ChangeDoneMeanwhile = meta.story({
  name: 'The change was done before asking: the reason, then the row shows the normal state',
  play: async ({ userEvent }) => {
    const button = within(await erItem()).getByRole('button', { name: '수정이 끝나면 알림 받기' })
    // The doctor finishes between the list and the tap.
    await world?.db.prescriptions.update((q) => q.where({ prscNo: ER }), {
      data(p) {
        p.modifying = 'N'
      },
    })
    await userEvent.click(button)
    const dialog = await screen.findByRole('alertdialog', { name: '알림' })
    await expect(dialog).toHaveTextContent('처방 수정이 이미 끝났습니다. 처방전을 다시 확인해 주세요.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    const row = within(await todayList()).getByRole('link', { name: /응급의학과 한승우 교수/ })
    await expect(await within(row).findByText('전송 전')).toBeVisible()
    await expect(within(row).getByText(/약국 선택 대기/)).toBeVisible()
    await expect(within(await erItem()).queryByRole('button', { name: '수정이 끝나면 알림 받기' })).toBeNull()
  },
})

export const Quarter = meta.story({
  name: 'A quarter chosen: 2026 third quarter',
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: '조회 기간' }), '2026년 3분기')
    const list = await canvas.findByRole('list', { name: '2026년 3분기 처방전 목록' })
    const row = within(list).getByRole('link', { name: /순환기내과 김성훈 교수/ })
    await expect(row).toHaveTextContent('2026.08.20 (목) 발행')
    await expect(await within(row).findByText(/한빛메디칼약국/)).toBeVisible()
  },
})

export const QuarterEmpty = meta.story({
  name: 'Empty quarter: says so and suggests another',
  parameters: { route: href('prescriptions', undefined, { period: '2026-2' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 기간에 받은 처방전이 없습니다')).toBeVisible()
    await expect(canvas.getByText('다른 분기를 골라 보세요.')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: no prescriptions at all',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('오늘 받은 처방전이 없습니다')).toBeVisible()
    await expect(canvas.getByText('진료 후 원외처방전이 발행되면 여기에 나옵니다.')).toBeVisible()
    await expect(await canvas.findByText('이 기간에 받은 처방전이 없습니다')).toBeVisible()
  },
})

export const OutsideServiceHours = meta.story({
  name: 'Outside the service hours: says so; today’s cannot be sent now',
  parameters: { sandbox: { now: '2026-11-23T21:00:00+09:00' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wholeText(/전자처방전 전송 시간 08:00~20:00/))).toHaveTextContent(
      '지금은 보낼 수 없는 시간입니다.',
    )
    const today = await canvas.findByRole('list', { name: '오늘 받은 처방전 목록' })
    const eye = within(today).getByRole('link', { name: /안과 조은비 교수/ })
    await expect(await within(eye).findByText(/지금은 전자처방전을 보낼 수 있는 시간이 아닙니다/)).toBeVisible()
  },
})

export const Error = meta.story({
  name: 'Error: the server’s reason, retry',
  parameters: {
    sandbox: { faults: { listTodayPrescriptions: { status: 500, reason: '처방 서버를 점검하고 있습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('처방 서버를 점검하고 있습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
    // The other list still shows.
    await expect(await canvas.findByRole('list', { name: '최근 3개월 처방전 목록' })).toBeVisible()
  },
})

export const StatusUnknown = meta.story({
  name: 'The e-prescription service does not answer: the row says so',
  parameters: { sandbox: { faults: { fetchRxStatus: { status: 503, reason: '전자처방전 서비스 점검 중입니다.' } } } },
  play: async ({ canvas }) => {
    const today = await canvas.findByRole('list', { name: '오늘 받은 처방전 목록' })
    await expect(await within(today).findByText('전송 상태를 불러오지 못했습니다')).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listTodayPrescriptions: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '오늘 받은 처방전 목록' })).toBeNull()
  },
})

export const Payments = meta.story({
  name: 'Payments tab: the pharmacy charges paid in the app',
  parameters: { route: paymentsRoute },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '약제비 결제 목록' })
    await expect(canvas.getByRole('link', { name: '약제비 결제내역' })).toHaveAttribute('aria-current', 'page')
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(2)
    await expect(rows[0]).toHaveTextContent('왕십리온누리약국')
    await expect(rows[0]).toHaveTextContent('4,200원')
    await expect(rows[0]).toHaveTextContent('결제 완료')
    await expect(rows[1]).toHaveTextContent('한빛메디칼약국')
    await expect(await canvas.findByText('2026년 앱 결제 2건, 모두 10,500원')).toBeVisible()
  },
})

export const PaymentsEmpty = meta.story({
  name: 'Payments tab, empty',
  parameters: { route: paymentsRoute, sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('앱에서 결제한 약제비가 없습니다')).toBeVisible()
  },
})

export const PaymentsError = meta.story({
  name: 'Payments tab, error',
  parameters: {
    route: paymentsRoute,
    sandbox: { faults: { listRxPayments: { status: 500, reason: '결제내역을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('결제내역을 불러오지 못했습니다.')
  },
})

export const PaymentsLoading = meta.story({
  name: 'Payments tab, loading',
  parameters: { route: paymentsRoute, sandbox: { faults: { listRxPayments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
  },
})
