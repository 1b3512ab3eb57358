import { expect, spyOn, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { nativeBridge } from '@/shared/native'
import { href } from '@/shared/routes/route-table'
import ScheduleDesignScreen from './ScheduleDesignScreen'

const meta = preview.meta({
  title: 'Screens/Checkup/ScheduleDesign',
  component: ScheduleDesignScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('checkupScheduleDesign'), sandbox: { persona: 'checkup' } satisfies SandboxParameters },
})

const daySection = async (canvas: HTMLElement, label: string) =>
  (await within(canvas).findByRole('heading', { name: new RegExp(keepWhole(label)) })).closest('section')!

export const Loaded = meta.story({
  name: 'Loaded: a week before to the day, by date and time (colonoscopy program)',
  play: async ({ canvasElement }) => {
    const weekBefore = await daySection(canvasElement, '검진 1주 전 · 2026.12.07')
    await expect(weekBefore).toHaveTextContent('항응고제')
    const threeDays = await daySection(canvasElement, '검진 3일 전')
    await expect(threeDays).toHaveTextContent('씨 있는 과일')
    const dayBefore = await daySection(canvasElement, '검진 전날 · 2026.12.13')
    await expect(dayBefore).toHaveTextContent('오후 9:00')
    await expect(dayBefore).toHaveTextContent('지금부터 금식입니다')
    await expect(dayBefore).toHaveTextContent('장 정결제 첫 번째')
    const day = await daySection(canvasElement, '검진 날 · 2026.12.14')
    await expect(day).toHaveTextContent('오전 7:50')
    await expect(day).toHaveTextContent('운전하지 마세요')
    // Then the day's stations, in a section of their own.
    await expect(within(canvasElement).getByRole('list', { name: '검진 순서' })).toBeVisible()
  },
})

export const FastingAlarm = meta.story({
  name: 'Fasting alarm: set through the shell for 8:30 pm the evening before',
  play: async ({ canvas }) => {
    const set = spyOn(nativeBridge(), 'setAppointmentAlarm')
    await userEvent.click(await canvas.findByRole('button', { name: '금식 시작 알림 받기' }))
    await expect(await within(document.body).findByText('검진 전날 저녁 8시 30분에 알려 드립니다.')).toBeVisible()
    await expect(set).toHaveBeenCalledWith(
      expect.objectContaining({ appointmentId: 'checkup-R202612140301', at: '2026-12-13T20:30:00+09:00' }),
    )
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing booked, book one',
  parameters: { sandbox: { setup: (w) => w.db.checkupAppointments.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약된 검진이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '검진 예약하기' })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { fetchCheckupHistory: { status: 500, reason: '검진 이력을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('검진 이력을 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchCheckupStatus: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByText('지금부터 금식입니다', { exact: false })).toBeNull()
  },
})
