import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { HOSPITAL } from '@/shared/config/hospital'
import { href } from '@/shared/routes/route-table'
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

/** The turn alerts this phone keeps for 이서연 (U1001). */
const ALERTS_KEY = 'personal:turn-alerts:U1001'
const TICKET = 'R202611230101/IMC'
const storedAlert = () =>
  (JSON.parse(localStorage.getItem(ALERTS_KEY) ?? '{"alerts":{}}') as { alerts: Record<string, unknown> }).alerts[
    TICKET
  ]
const withStoredAlert = (alert: { threshold: number; firedAt?: string }) => () => {
  localStorage.setItem(
    ALERTS_KEY,
    JSON.stringify({ version: 1, alerts: { [TICKET]: { day: '2026-11-23', ...alert } } }),
  )
}

export const Loaded = meta.story({
  name: 'Loaded: the number large, the room, the people ahead (rank 3)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('세 번째 순서입니다')).toBeVisible()
    await expect(canvas.getByText('순환기내과 김성훈 교수')).toBeVisible()
    const figures = within(canvas.getByRole('region', { name: '세 번째 순서입니다' }))
    await expect(figures.getByText('대기순번').nextElementSibling).toHaveTextContent('3번')
    await expect(figures.getByText('내 앞 대기').nextElementSibling).toHaveTextContent('2명')
    await expect(await figures.findByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(canvas.getByText('진료실 전체 대기 6명')).toBeVisible()
    await expect(canvas.getByText('오전 9:00 기준')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '새로고침' })).toBeVisible()
  },
})

export const NextIsYou = meta.story({
  name: 'Ordinal wording: rank 1',
  parameters: { sandbox: { setup: checkedIn(0) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('바로 다음 차례입니다')).toBeVisible()
    // Too close for an alert to mean anything.
    const section = within(canvas.getByRole('region', { name: '차례 알림' }))
    await expect(section.getByText('곧 차례입니다. 진료실 앞에서 기다려 주세요.')).toBeVisible()
    await expect(section.queryByRole('switch')).toBeNull()
  },
})

export const TurnAlertFewAhead = meta.story({
  name: 'Turn alert: two ahead: only fewer offered (1), nothing said at once',
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: '차례 알림' }))
    await userEvent.click(section.getByRole('switch', { name: /^차례가 다가오면 알려 주세요/ }))
    await expect(section.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1'])
    await expect(section.getByRole('radio', { name: '앞에 1명 남았을 때' })).toBeChecked()
    await expect(storyNativeCalls.filter((call) => call.method === 'notify')).toEqual([])
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

export const TurnAlertOff = meta.story({
  name: 'Turn alert: off, then asked for at 3 (default), then 2',
  parameters: { sandbox: { setup: checkedIn(6) } },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: '차례 알림' }))
    const toggle = section.getByRole('switch', { name: /^차례가 다가오면 알려 주세요/ })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(section.getByRole('radio', { name: '앞에 3명 남았을 때' })).toBeChecked()
    await expect(section.getByText('앞에 3명 이하로 남으면 알려 드립니다.')).toBeVisible()
    await userEvent.click(section.getByRole('radio', { name: '앞에 2명 남았을 때' }))
    await expect(section.getByText('앞에 2명 이하로 남으면 알려 드립니다.')).toBeVisible()
    // Kept on the phone for this waiting number; six ahead: nothing said yet.
    await expect(storedAlert()).toEqual({ day: '2026-11-23', threshold: 2 })
    await expect(storyNativeCalls.filter((call) => call.method === 'notify')).toEqual([])
  },
})

export const TurnAlertFires = meta.story({
  name: 'Turn alert: the queue reaches it: vibration, notification, said on screen, once',
  beforeEach: withStoredAlert({ threshold: 3 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('세 번째 순서입니다')).toBeVisible()
    await expect(
      await screen.findByText(/진료 차례가 다가왔습니다\. 순환기내과 김성훈 교수: 앞에 2명 남았습니다/),
    ).toBeVisible()
    await expect(storyNativeCalls).toContainEqual({ method: 'vibrate', args: 800 })
    await expect(storyNativeCalls.filter((call) => call.method === 'notify')).toEqual([
      {
        method: 'notify',
        args: {
          id: 'turn-R202611230101-IMC',
          title: '진료 차례가 다가왔습니다',
          body: '순환기내과 김성훈 교수: 앞에 2명 남았습니다. 진료실 앞에서 기다려 주세요.',
        },
      },
    ])
    const section = within(canvas.getByRole('region', { name: '차례 알림' }))
    await expect(await section.findByText('오전 9:00에 차례가 다가왔다고 알려 드렸습니다.')).toBeVisible()
    await expect(storedAlert()).toEqual({ day: '2026-11-23', threshold: 3, firedAt: '2026-11-23T09:00:00+09:00' })
  },
})

export const TurnAlertAlreadyTold = meta.story({
  name: 'Turn alert: already told (a reload): not again',
  beforeEach: withStoredAlert({ threshold: 3, firedAt: '2026-11-23T08:55:00+09:00' }),
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: '차례 알림' }))
    await expect(section.getByText('오전 8:55에 차례가 다가왔다고 알려 드렸습니다.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '새로고침' }))
    await expect(await canvas.findByRole('button', { name: '새로고침' })).toBeEnabled()
    await expect(storyNativeCalls.filter((call) => call.method === 'notify')).toEqual([])
  },
})

export const TurnAlertBlocked = meta.story({
  name: "Turn alert: the phone's notifications are off: said on screen",
  beforeEach: withStoredAlert({ threshold: 3 }),
  parameters: { sandbox: { native: { notificationsBlocked: true } } },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: '차례 알림' }))
    await expect(await section.findByText(/휴대폰 알림이 꺼져 있어 화면에만 알려 드립니다/)).toBeVisible()
    await expect(await screen.findByText(/진료 차례가 다가왔습니다\./)).toBeVisible()
    await waitFor(() => expect(storyNativeCalls.filter((call) => call.method === 'notify')).toHaveLength(1))
  },
})

export const BeforeArrival = meta.story({
  name: 'Before arrival: check in for the number',
  // As seeded: not checked in yet.
  parameters: { sandbox: { setup: () => undefined, native: { location: 'inside' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('도착확인을 하시면 대기순번이 나옵니다')).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    // Already on the waiting screen: the answer says it, and offers no second copy of this screen.
    const done = await screen.findByRole('dialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toHaveTextContent('대기순번 4번, 내 앞에 3명이 기다리고 있습니다.')
    await expect(within(done).queryByRole('button', { name: '대기순번 보기' })).toBeNull()
    await userEvent.click(within(done).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByText('앞에 3명이 기다리고 있습니다')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const BeforeArrivalNearby = meta.story({
  name: 'Before arrival, 120 m away: how far, and what to do',
  parameters: {
    sandbox: {
      setup: () => undefined,
      native: { location: { latitude: HOSPITAL.location.latitude + 0.0011, longitude: HOSPITAL.location.longitude } },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    const dialog = await screen.findByRole('dialog', { name: '알림' })
    // Metres under 1 km, rounded up to the next 10 m.
    await expect(dialog).toHaveTextContent(
      '병원 안에서만 이용할 수 있습니다. 지금 계신 곳은 병원에서 약 130m 떨어져 있습니다.',
    )
    await expect(dialog).toHaveTextContent('병원에 도착하신 뒤 도착확인을 다시 눌러 주세요.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await expect(await canvas.findByRole('button', { name: '도착확인' })).toBeEnabled()
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
