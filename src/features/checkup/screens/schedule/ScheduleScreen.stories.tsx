import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import ScheduleScreen from './ScheduleScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/Schedule',
  component: ScheduleScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupSchedule'), sandbox: { persona: 'checkup' } satisfies SandboxParameters },
})

const steps = (canvas: HTMLElement) => within(canvas).findByRole('list', { name: '검진 순서' })

export const Loaded = meta.story({
  name: 'Loaded: the booked day step by step from 8 am',
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: /종합검진 정밀/ })).toBeVisible()
    await expect(canvas.getByText(/2026.12.14 \(월\) 오전 8:00 시작/)).toBeVisible()
    const list = await steps(canvasElement)
    const items = within(list).getAllByRole('listitem')
    await expect(items.length).toBeGreaterThan(3)
    await expect(items[0]).toHaveTextContent('오전 8:00')
    // Before the day: no states, and the screen says it will follow the day itself.
    await expect(within(list).queryByText('대기')).toBeNull()
    await expect(canvas.getByText(/검진 당일에는 이 화면에서 진행 상황을 보실 수 있으며/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '준비 일정 보기' })).toHaveAttribute(
      'href',
      '/checkup/scheduleDesign?receptionId=R202612140301',
    )
  },
})

export const OnTheDayInProgress = meta.story({
  name: 'On the day: the station under way, each state in words',
  parameters: {
    sandbox: {
      now: '2026-12-14T09:10:00+09:00',
      setup: async ({ db }) => {
        await db.checkupAppointments.update((q) => q.where({ receptionId: 'R202612140301' }), {
          data(a) {
            a.progress = 'IN_PROGRESS'
            a.stations.forEach((s, i) => {
              s.state = i < 2 ? 'DONE' : i === 2 ? 'IN_PROGRESS' : 'WAITING'
            })
          },
        })
      },
    } satisfies SandboxParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    const now = (await canvas.findByText('지금 받으실 검사')).parentElement!
    await expect(now).toHaveTextContent('채혈')
    const list = await steps(canvasElement)
    await expect(within(list).getAllByText('완료')).toHaveLength(2)
    await expect(within(list).getByText('진행 중')).toBeVisible()
    await expect(canvas.getByText('검진 중에는 20초마다 자동으로 새로고침됩니다.')).toBeVisible()
  },
})

export const OnTheDayNotReceived = meta.story({
  name: 'On the day, before the desk: where to go',
  parameters: { sandbox: { now: '2026-12-14T07:40:00+09:00' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/아직 접수 전입니다/)).toBeVisible()
    await expect((await canvas.findAllByText('대기')).length).toBeGreaterThan(0)
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing booked, book one',
  parameters: { sandbox: { setup: (w) => w.db.checkupAppointments.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약된 검진이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검진 예약하기' })).toHaveAttribute('href', '/checkup/appointment')
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchCheckupStatus: { status: 500, reason: '검진 진행 상황을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검진 진행 상황을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCheckupHistory: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '검진 순서' })).toBeNull()
  },
})
