import { expect, screen, waitFor, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { RECEPTION_ID_CHECK, receptionIdCheck } from '#.storybook/sandbox/reception-id-check-worlds'
import { storyNativeCalls } from '#.storybook/sandbox/story-bridge'
import { href } from '@/shared/routes/route-table'
import TimelineDetailScreen from './TimelineDetailScreen'

const detail = (timelineId: string, date: string) => href('timelineDetail', { detailData: timelineId }, { date })

const meta = preview.meta({
  title: 'Screens/Visit/TimelineDetail',
  component: TimelineDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: detail('TL-A202611260001', '2026-11-26'),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Loaded = meta.story({
  name: 'Loaded: a future clinic visit',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '소화기내과 진료' })).toBeVisible()
    const info = canvas.getByRole('region', { name: '일정 정보' })
    await expect(within(info).getByText('2026.11.26 (목) 오전 10:00')).toBeVisible()
    await expect(within(info).getByText('소화기내과')).toBeVisible()
    await expect(within(info).getByText('박지훈 교수')).toBeVisible()
    await expect(within(info).getByText('본관 2층 내과계 외래')).toBeVisible()
    await expect(canvas.getByText('도착 전')).toBeVisible()
    // Not today: no arrival check-in.
    await expect(canvas.queryByRole('button', { name: '도착확인' })).toBeNull()
  },
})

export const TestWithPreparation = meta.story({
  name: 'A test with its preparation',
  parameters: { route: detail('TL-T202612070001', '2026-12-07') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '심장초음파' })).toBeVisible()
    const preparation = canvas.getByRole('region', { name: '준비 사항' })
    await expect(within(preparation).getByText('편한 옷을 입고 오세요')).toBeVisible()
    await expect(canvas.getByText('2026.12.07 (월) 오전 8:30')).toBeVisible()
  },
})

export const TodayVisitArrivalInside = meta.story({
  name: "Today's visit: arrival check-in inside 50 m",
  parameters: {
    route: detail('TL-A202611230001', '2026-11-23'),
    sandbox: { native: { location: 'inside' } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과 진료' })).toBeVisible()
    await expect(canvas.getByText('오늘 진료')).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    // The answer offers the waiting number: one tap leads there.
    const done = await screen.findByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toHaveTextContent('진료 장소: 본관 2층 내과계 외래')
    await userEvent.click(within(done).getByRole('button', { name: '닫기' }))
    await expect(await canvas.findByRole('link', { name: '대기순번 보기' })).toHaveAttribute(
      'href',
      '/outpatient/waiting/R202611230101/IMC',
    )
    await expect(await canvas.findByText('진료 대기')).toBeVisible()
  },
})

export const TodayVisitIdCheck = meta.story({
  name: "Today's visit: the ID check at reception beside arrival check-in, gone once checked in",
  parameters: {
    route: detail('TL-A202611230001', '2026-11-23'),
    sandbox: { native: { location: 'inside' }, setup: receptionIdCheck() },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '순환기내과 진료' })).toBeVisible()
    const note = await canvas.findByRole('note')
    await expect(note).toHaveTextContent('접수하실 때 본인 확인이 필요합니다')
    await expect(note).toHaveTextContent(RECEPTION_ID_CHECK.notice)
    await expect(note).toHaveTextContent('다음에 해당하시면 본인 확인을 하지 않습니다.')
    await userEvent.click(canvas.getByRole('button', { name: '모바일 건강보험증 열기' }))
    await waitFor(() =>
      expect(storyNativeCalls).toContainEqual({ method: 'openApp', args: RECEPTION_ID_CHECK.mobileCardApp }),
    )
    // Checked in: reception has been and gone, so the note goes with the check-in button.
    await userEvent.click(canvas.getByRole('button', { name: '도착확인' }))
    const done = await screen.findByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await userEvent.click(within(done).getByRole('button', { name: '닫기' }))
    await expect(await canvas.findByRole('link', { name: '대기순번 보기' })).toBeVisible()
    await expect(canvas.queryByRole('note')).toBeNull()
    await expect(canvas.queryByRole('button', { name: '모바일 건강보험증 열기' })).toBeNull()
  },
})

export const TodayVisitArrivalOutside = meta.story({
  name: "Today's visit: arrival check-in outside 50 m",
  parameters: {
    route: detail('TL-A202611230001', '2026-11-23'),
    sandbox: { native: { location: 'outside' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '도착확인' }))
    const dialog = await screen.findByRole('dialog', { name: '알림' })
    // The spec's sentence, how far away, and what to do.
    await expect(dialog).toHaveTextContent(/병원 안에서만 이용할 수 있습니다\. 지금 계신 곳은 병원에서 약 1\.0km/)
    await expect(dialog).toHaveTextContent('진료받으실 과의 접수 창구에 도착했다고 말씀해 주세요.')
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '알림' })).toBeNull())
    await expect(canvas.getByRole('button', { name: '도착확인' })).toBeEnabled()
    await expect(canvas.queryByRole('link', { name: '대기순번 보기' })).toBeNull()
  },
})

export const Empty = meta.story({
  name: 'Empty: the entry is not found',
  parameters: { route: detail('TL-A209901010001', '2026-11-23') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('일정을 찾을 수 없습니다')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '일정 달력으로 가기' })).toHaveAttribute(
      'href',
      '/timeline?startDate=2026-11-01&endDate=2026-11-30',
    )
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
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('heading', { name: '소화기내과 진료' })).toBeNull()
  },
})
