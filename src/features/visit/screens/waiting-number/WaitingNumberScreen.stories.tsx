import { expect, screen, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '../../../../shared/routes/route-table'
import WaitingNumberScreen from './WaitingNumberScreen'

/** The heart clinic visit of today, checked in with `queueAhead` people ahead. */
const checkedIn =
  (queueAhead: number): NonNullable<SandboxParameters['setup']> =>
  async (world) => {
    await world.db.clinicVisits.update((q) => q.where({ receptionId: 'R202611230101' }), {
      data(visit) {
        visit.arrivalYn = 'Y'
        visit.treatmentStatus = 'NURSE_RECEIVED'
        visit.queueAhead = queueAhead
        visit.queuePolls = 0
      },
    })
  }

const meta = preview.meta({
  title: 'Screens/Visit/WaitingNumber',
  component: WaitingNumberScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('waitingNumber', { receptionId: 'R202611230101', departmentCode: 'IMC' }),
    sandbox: { persona: 'outpatient', setup: checkedIn(2) } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: ordinal wording (rank 3)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('세 번째 순서입니다')).toBeVisible()
    await expect(canvas.getByText('순환기내과 김성훈 교수')).toBeVisible()
    await expect(canvas.getByText('진료실 전체 대기 6명')).toBeVisible()
    await expect(canvas.getByText('오전 9:00 기준')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '새로고침' })).toBeVisible()
  },
})

export const NextIsYou = meta.story({
  name: 'Ordinal wording: rank 1',
  parameters: { sandbox: { setup: checkedIn(0) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('다음이 고객님 차례입니다')).toBeVisible()
  },
})

export const CountWording = meta.story({
  name: 'Count wording (rank 7)',
  parameters: { sandbox: { setup: checkedIn(6) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('앞에 6명이 기다리고 있습니다')).toBeVisible()
  },
})

export const ManualRefresh = meta.story({
  name: 'Manual refresh: the queue moves from count to ordinal',
  parameters: { sandbox: { setup: checkedIn(3) } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('앞에 3명이 기다리고 있습니다')).toBeVisible()
    // The sandbox moves the queue on by one every second reading.
    for (let reads = 0; reads < 4 && !canvas.queryByText('세 번째 순서입니다'); reads++) {
      const button = await canvas.findByRole('button', { name: '새로고침' })
      await userEvent.click(button)
      await expect(await canvas.findByRole('button', { name: '새로고침' })).toBeEnabled()
    }
    await expect(await canvas.findByText('세 번째 순서입니다')).toBeVisible()
  },
})

export const BeforeArrival = meta.story({
  name: 'Before arrival: check in for the number',
  // As seeded: not checked in yet.
  parameters: { sandbox: { setup: () => undefined, native: { location: 'inside' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('도착확인을 하시면 대기순번이 나옵니다')).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    await expect(await screen.findByText('도착 알림이 완료되었습니다.')).toBeVisible()
    await expect(await canvas.findByText('앞에 3명이 기다리고 있습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const Done = meta.story({
  name: 'Done: the visit is over',
  parameters: { route: href('waitingNumber', { receptionId: 'R202611230102', departmentCode: 'OPH' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('오늘 진료가 끝났습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료비 수납하기' })).toHaveAttribute(
      'href',
      '/outpatient/payment/default',
    )
  },
})

export const Empty = meta.story({
  name: 'Empty: not on the list (not found)',
  parameters: { route: href('waitingNumber', { receptionId: 'R209901010001', departmentCode: 'IMC' }) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchWaitingNumber: { status: 500, reason: '대기 정보를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('대기 정보를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchWaitingNumber: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '새로고침' })).toBeNull()
  },
})
