import { expect, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InquiryTestScreen from './InquiryTestScreen'

const meta = preview.meta({
  title: 'Screens/Appointment/InquiryTest',
  component: InquiryTestScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('outpatientAppointmentInquiryTest'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '검사 예약' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: '진료 예약' })).toHaveAttribute(
      'href',
      '/outpatient/appointment/inquiry/clinic',
    )
    const upcoming = (await canvas.findByRole('heading', { name: /^다가오는 예약/ })).closest('section')!
    const echo = within(upcoming).getByRole('article', { name: '심장초음파' })
    await expect(echo).toHaveTextContent('2026.12.07 (월)')
    await expect(echo).toHaveTextContent('오전 8:30')
    await expect(echo).toHaveTextContent('본관 2층 심장검사실')
    await expect(within(echo).getByText('검사 전 준비: 편한 옷을 입고 오세요')).toBeVisible()
    // Today's tests at 06:00 and 00:00 are "any time today".
    const blood = within(upcoming).getByRole('article', { name: '채혈 (혈액검사)' })
    await expect(within(blood).getByText('오늘 중 (시간 무관)')).toBeVisible()
    await expect(within(blood).getByText('검사 전 준비: 검사 전 8시간 금식')).toBeVisible()
    await expect(within(upcoming).getByRole('article', { name: '흉부 X선' })).toHaveTextContent('오늘 중 (시간 무관)')
    await expect(within(blood).getByRole('link', { name: '알림 설정' })).toHaveAttribute(
      'href',
      '/common/alarm/settings/T202611230001/2026-11-23/06%3A00/test',
    )
    const past = canvas.getByRole('heading', { name: /^지난 예약/ }).closest('section')!
    await expect(within(past).getByRole('article', { name: '채혈 (혈액검사)' })).toHaveTextContent(
      '당일 중 (시간 무관)',
    )
  },
})

export const Empty = meta.story({
  parameters: { sandbox: { setup: (world) => world.db.testVisits.clear() } satisfies SandboxParameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('검사 예약 내역이 없습니다')).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: {
    sandbox: { faults: { listTestAppointments: { status: 500, reason: '검사 예약을 불러오지 못했습니다.' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('검사 예약을 불러오지 못했습니다.')
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listTestAppointments: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '검사 예약' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.ariaBusy === 'true')).toBe(true))
  },
})
