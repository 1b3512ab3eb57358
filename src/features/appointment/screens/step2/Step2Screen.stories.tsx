import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import Step2Screen from './Step2Screen'

const meta = preview.meta({
  title: 'Screens/Appointment/Step2',
  component: Step2Screen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientAppointmentStep2', undefined, { departmentCode: 'IMC', doctorCode: 'D1001' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

/** 30 Nov 2026 (Mon): 김성훈 holds clinic all day; 09:00 is taken, 10:15 is free. */
const DAY = /^2026년 11월 30일 월요일, 예약 가능/

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2단계 / 3단계')).toBeVisible()
    await expect(await canvas.findByText('순환기내과 김성훈 교수')).toBeVisible()
    await expect(await canvas.findByText('재진')).toBeVisible()
    const calendar = await canvas.findByRole('table', { name: '2026년 11월' })
    // Today and Tuesdays (no clinic) cannot be pressed; bookable days say so in full.
    await expect(within(calendar).getByRole('button', { name: '2026년 11월 23일 월요일, 예약 불가' })).toBeDisabled()
    await expect(within(calendar).getByRole('button', { name: '2026년 11월 24일 화요일, 예약 불가' })).toBeDisabled()
    const day = within(calendar).getByRole('button', { name: DAY })
    await expect(day).toBeEnabled()
    await expect(day).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByText('날짜를 먼저 선택해 주세요.')).toBeVisible()
  },
})

export const ChooseDateAndTime = meta.story({
  name: 'Choose a date and a time, then go on',
  play: async ({ canvas }) => {
    const calendar = await canvas.findByRole('table', { name: '2026년 11월' })
    await userEvent.click(within(calendar).getByRole('button', { name: DAY }))
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: DAY })).toHaveAttribute('aria-pressed', 'true'),
    )
    const morning = await canvas.findByRole('group', { name: '오전 진료' })
    // Taken times are folded away: only open ones are offered.
    await expect(within(morning).queryByRole('button', { name: keepWhole('오전 9:00 마감') })).toBeNull()
    await userEvent.click(within(morning).getByRole('button', { name: keepWhole('오전 10:15') }))
    await waitFor(() =>
      expect(within(morning).getByRole('button', { name: keepWhole('오전 10:15') })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    // The morning session runs to 12:30: its 12 o'clock times are morning times.
    await expect(within(morning).getAllByRole('button', { name: /^오후\s12:/ }).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('group', { name: '오후 진료' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '다음' }))
    await expect(await canvas.findByText('3단계 / 3단계')).toBeVisible()
    await expect(await canvas.findByText('2026.11.30 (월) 오전 10:15')).toBeVisible()
  },
})

export const DateNotSelected = meta.story({
  name: 'Before a date: the button says to choose the date, no alert',
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '2026년 11월' })
    await expect(canvas.queryByRole('button', { name: '다음' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '예약 날짜를 선택해 주세요' }))
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByText('2단계 / 3단계')).toBeVisible()
  },
})

export const TimeNotSelected = meta.story({
  name: 'A date but no time: the button says to choose the time',
  play: async ({ canvas }) => {
    const calendar = await canvas.findByRole('table', { name: '2026년 11월' })
    await userEvent.click(within(calendar).getByRole('button', { name: DAY }))
    const morning = await canvas.findByRole('group', { name: '오전 진료' })
    await userEvent.click(await canvas.findByRole('button', { name: '예약 시간을 선택해 주세요' }))
    await expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(within(morning).getByRole('button', { name: keepWhole('오전 10:15') }))
    await expect(await canvas.findByRole('button', { name: '다음' })).toBeEnabled()
  },
})

export const TakenTimesFolded = meta.story({
  name: 'Taken times folded under the open ones, then unfolded',
  tags: ['visual'],
  parameters: {
    route: href('outpatientAppointmentStep2', undefined, {
      departmentCode: 'IMC',
      doctorCode: 'D1001',
      date: '2026-11-30',
    }),
  },
  play: async ({ canvas }) => {
    const morning = await canvas.findByRole('group', { name: '오전 진료' })
    await expect(within(morning).getByRole('button', { name: keepWhole('오전 10:15') })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: keepWhole('오전 9:00 마감') })).toBeNull()
    const toggle = canvas.getByRole('button', { name: /^마감된 시간 \d+개 보기$/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    const taken = await canvas.findByRole('group', { name: '오전 진료 마감' })
    await expect(within(taken).getByRole('button', { name: keepWhole('오전 9:00 마감') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '마감된 시간 접기' })).toHaveAttribute('aria-expanded', 'true')
  },
})

export const KeptInTheAddress = meta.story({
  name: 'Date and time from the address (back from step 3, reload)',
  parameters: {
    route: href('outpatientAppointmentStep2', undefined, {
      departmentCode: 'IMC',
      doctorCode: 'D1001',
      date: '2026-11-30',
      time: '10:15',
    }),
  },
  play: async ({ canvas }) => {
    const calendar = await canvas.findByRole('table', { name: '2026년 11월' })
    await expect(within(calendar).getByRole('button', { name: DAY })).toHaveAttribute('aria-pressed', 'true')
    await expect(await canvas.findByRole('button', { name: keepWhole('오전 10:15') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
})

export const NextMonth = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '2026년 11월' })
    await expect(canvas.getByRole('button', { name: '이전 달' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: '다음 달' }))
    const december = await canvas.findByRole('table', { name: '2026년 12월' })
    // Christmas is a holiday.
    await expect(within(december).getByRole('button', { name: '2026년 12월 25일 금요일, 예약 불가' })).toBeDisabled()
  },
})

export const FirstVisit = meta.story({
  name: 'First visit to the department (초진)',
  parameters: {
    route: href('outpatientAppointmentStep2', undefined, { departmentCode: 'PED', doctorCode: 'D1501' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('초진')).toBeVisible()
    await expect(await canvas.findByRole('table', { name: '2026년 11월' })).toBeVisible()
  },
})

export const NotBookable = meta.story({
  name: 'Not bookable doctor from a link',
  parameters: {
    route: href('outpatientAppointmentStep2', undefined, { departmentCode: 'OS', doctorCode: 'D1301' }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('모바일 예약이 어려운 의료진입니다. 전화 또는 방문으로 예약해 주세요.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: no bookable dates, so another doctor or the phone (no date to choose, no times)',
  parameters: {
    sandbox: {
      setup: (world) =>
        void world.db.doctors.update((q) => q.where({ doctorCode: 'D1001' }), {
          data(doctor) {
            doctor.weeklySchedule = doctor.weeklySchedule.map((day) => ({ ...day, morning: 'N', afternoon: 'N' }))
          },
        }),
    } satisfies SandboxParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('예약할 수 있는 날짜가 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '다른 의료진 고르기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/outpatient\/appointment\/step1\/doctor\?departmentCode=/),
    )
    await expect(canvas.getByRole('link', { name: /전화로 예약하기/ })).toHaveAttribute('href', 'tel:02-2290-8000')
    // Nothing asks for a date that cannot be chosen.
    await expect(canvas.queryByText('예약 날짜를 선택해 주세요')).toBeNull()
    await expect(canvas.queryByText('날짜를 먼저 선택해 주세요.')).toBeNull()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listAvailableDates: { status: 500, reason: '예약 가능 날짜를 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('예약 가능 날짜를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listAvailableDates: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('재진')).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
    await expect(canvas.queryByRole('table')).toBeNull()
  },
})
