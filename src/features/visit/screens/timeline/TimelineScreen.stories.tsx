import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import { recordRequests } from '#.storybook/sandbox/record-requests'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import TimelineScreen from './TimelineScreen'

/** The addresses the screen asked for (the NoPatientNumber story). */
const requests = recordRequests()
const { asked } = requests

const meta = preview.meta({
  title: 'Screens/Visit/Timeline',
  component: TimelineScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('timeline'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

export const Loaded = meta.story({
  name: 'Loaded: this month by day',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026년 11월' })).toBeVisible()
    const today = await canvas.findByRole('region', { name: /2026\.11\.23\s\(월\)/ })
    await expect(within(today).getByText('오늘')).toBeVisible()
    await expect(within(today).getByText('오전 8:30')).toBeVisible()
    await expect(within(today).getByText('오전 10:30')).toBeVisible()
    // The same-day tests have no time.
    await expect(within(today).getAllByText('시간 무관')).toHaveLength(2)
    await expect(within(today).getAllByText('진료').length).toBeGreaterThan(0)
    await expect(within(today).getAllByText('검사').length).toBeGreaterThan(0)
    const later = canvas.getByRole('region', { name: keepWhole('2026.11.26 (목)') })
    const link = within(later).getByRole('link', { name: /소화기내과 진료/ })
    await expect(link).toHaveAttribute('href', '/timeline/TL-A202611260001?date=2026-11-26')
    await expect(link).toHaveTextContent('오전 10:00')
    await expect(link).toHaveTextContent('박지훈 교수')
    await expect(canvas.getByRole('link', { name: '이전 달 (2026년 10월)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '다음 달 (2026년 12월)' })).toBeVisible()
  },
})

export const NextMonth = meta.story({
  name: 'Next month button',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '다음 달 (2026년 12월)' }))
    await expect(await canvas.findByRole('heading', { name: '2026년 12월' })).toBeVisible()
    const day = await canvas.findByRole('region', { name: keepWhole('2026.12.07 (월)') })
    await expect(within(day).getByText('심장초음파')).toBeVisible()
    await expect(within(day).getByText('오전 8:30')).toBeVisible()
    await expect(within(day).getByText('오전 9:30')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '이번 달로' })).toBeVisible()
  },
})

export const RangeFromUrl = meta.story({
  name: 'Range from the URL',
  parameters: { route: href('timeline', undefined, { startDate: '2026-08-01', endDate: '2026-08-31' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026년 8월' })).toBeVisible()
    const day = await canvas.findByRole('region', { name: keepWhole('2026.08.20 (목)') })
    await expect(within(day).getByText('오전 9:45')).toBeVisible()
  },
})

export const Empty = meta.story({
  name: 'Empty: nothing this month',
  parameters: { route: href('timeline', undefined, { startDate: '2027-03-01', endDate: '2027-03-31' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('이 달에는 일정이 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '진료 예약하기' })).toBeVisible()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listTimeline: { status: 500, reason: '일정을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('일정을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listTimeline: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2026년 11월' })).toBeVisible()
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('region')).toBeNull()
  },
})

export const NoPatientNumber = meta.story({
  name: 'Signed in without a patient number: the way to register, and nothing asked of the server',
  parameters: { sandbox: { persona: 'newcomer' } },
  beforeEach: requests.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('환자번호를 등록하면 볼 수 있습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '환자번호 등록하기' })).toHaveAttribute(
      'href',
      '/account/register/patient',
    )
    await expect(asked.filter((url) => url.includes('/api/common/timeline/'))).toEqual([])
  },
})
