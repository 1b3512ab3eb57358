import { expect, userEvent, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { withAppAtRoute } from '#.storybook/sandbox/render-app'
import type { SandboxParameters } from '#.storybook/sandbox/sandbox-story'
import { href } from '@/shared/routes/route-table'
import InquiryListScreen from './InquiryListScreen'

const meta = preview.meta({
  title: 'Screens/Inquiry/List',
  component: InquiryListScreen,
  decorators: [withAppAtRoute],
  parameters: { route: href('inquiry'), sandbox: { persona: 'outpatient' } satisfies SandboxParameters },
})

/** Four more questions waiting beside the seeded one: as many as the hospital takes at once. */
const fiveWaiting: SandboxParameters['setup'] = async ({ db }) => {
  for (const n of [1, 2, 3, 4]) {
    await db.inquiries.create({
      userId: 'U1001',
      inquiryId: `Q20261122000${n}`,
      category: 'OTHER',
      title: `기다리는 문의 ${n}`,
      body: '답변을 기다리는 문의입니다. 확인 부탁드립니다.',
      status: 'WAITING',
      createdAt: `2026-11-22T0${n}:00:00+09:00`,
    })
  }
}

export const Loaded = meta.story({
  name: 'Loaded: answered and waiting, newest first',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '내 문의 목록' })
    const rows = within(list).getAllByRole('link')
    await expect(rows).toHaveLength(3)
    await expect(rows[0]).toHaveAccessibleName(/소화기내과 예약 시간을 오후로 바꿀 수 있나요\?.*답변 대기/)
    await expect(rows[0]).toHaveTextContent('진료·예약 · 2026.11.21 (토) 문의')
    await expect(rows[0]).toHaveAttribute('href', '/common/inquiry/Q202611210001')
    await expect(rows[1]).toHaveAccessibleName(/진단서를 앱에서 발급받을 수 있나요\?.*답변 완료/)
    await expect(canvas.getByText('답변을 기다리는 문의 1건 (최대 5건)')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '문의하기' })).toBeEnabled()
  },
})

export const AskOpensTheForm = meta.story({
  name: '문의하기 opens the form',
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '내 문의 목록' })
    await userEvent.click(canvas.getByRole('button', { name: '문의하기' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: '문의하기' })).toBeVisible()
    await expect(await canvas.findByRole('radiogroup', { name: '문의 분류' })).toBeVisible()
  },
})

export const WaitingFull = meta.story({
  name: 'Five waiting: no new question until one is answered',
  parameters: { sandbox: { setup: fiveWaiting } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '내 문의 목록' })
    await expect(canvas.getByText(/답변을 기다리는 문의가 5건이라 지금은 새로 문의할 수 없습니다/)).toBeVisible()
    const ask = canvas.getByRole('button', { name: '문의하기' })
    await expect(ask).toBeDisabled()
    await expect(ask).toHaveAccessibleDescription(/답변을 받으신 뒤 다시 문의해 주세요/)
  },
})

export const Empty = meta.story({
  name: 'Empty: no question yet',
  parameters: { sandbox: { persona: 'checkup' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('남기신 문의가 없습니다')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '문의하기' })).toBeEnabled()
  },
})

export const Error = meta.story({
  parameters: { sandbox: { faults: { listInquiries: { status: 500, reason: '문의 목록을 불러오지 못했습니다.' } } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('문의 목록을 불러오지 못했습니다.')
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible()
  },
})

export const Loading = meta.story({
  parameters: { sandbox: { faults: { listInquiries: { noResponse: 'hang' } } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('불러오는 중입니다')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: '내 문의 목록' })).toBeNull()
  },
})
