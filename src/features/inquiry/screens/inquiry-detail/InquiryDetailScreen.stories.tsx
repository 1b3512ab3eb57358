import { expect, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InquiryDetailScreen from './InquiryDetailScreen'

const meta = preview.meta({
  title: 'Screens/Inquiry/Detail',
  component: InquiryDetailScreen,
  decorators: [withAppAtRoute],
  parameters: {
    route: href('inquiryDetail', { inquiryId: 'Q202611180001' }),
    sandbox: { persona: 'outpatient' } satisfies SandboxParameters,
  },
})

export const Answered = meta.story({
  name: 'Loaded: the question and the hospital’s answer',
  play: async ({ canvas }) => {
    const question = await canvas.findByRole('region', { name: '문의 내용' })
    await expect(within(question).getByRole('heading', { name: '진단서를 앱에서 발급받을 수 있나요?' })).toBeVisible()
    await expect(question).toHaveTextContent('분류서류 발급·의무기록')
    await expect(within(question).getByText('2026.11.18 (수) 오전 9:42')).toBeVisible()
    await expect(within(question).getByText('답변 완료')).toBeVisible()
    const answer = canvas.getByRole('region', { name: '병원의 답변' })
    await expect(within(answer).getByText('원무팀')).toBeVisible()
    await expect(within(answer).getByText('2026.11.19 (목) 오후 2:05')).toBeVisible()
    await expect(within(answer).getByText(/제증명 발급 창구/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '문의 목록으로' })).toHaveAttribute('href', '/common/inquiry')
  },
})

export const Waiting = meta.story({
  name: 'Waiting: the answer is on its way',
  parameters: { route: href('inquiryDetail', { inquiryId: 'Q202611210001' }) },
  play: async ({ canvas }) => {
    const answer = await canvas.findByRole('region', { name: '병원의 답변' })
    await expect(within(answer).getByText('답변을 준비하고 있습니다')).toBeVisible()
    await expect(within(answer).getByText(/메시지함으로 알려 드립니다/)).toBeVisible()
    await expect(canvas.getByText('답변 대기')).toBeVisible()
  },
})

export const NotFound = meta.story({
  name: 'Another account’s question: not found',
  parameters: { route: href('inquiryDetail', { inquiryId: 'Q202611220001' }) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('정보를 찾을 수 없습니다.')
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { fetchInquiry: { status: 500, reason: '문의를 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('문의를 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { fetchInquiry: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: '병원의 답변' })).toBeNull()
  },
})
