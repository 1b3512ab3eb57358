import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Cluster } from '../layout/Layout'
import { Badge } from './Badge'

const meta = preview.meta({ title: 'Shared/Badge', component: Badge })

const all = (
  <Cluster inset>
    <Badge tone="primary">결과 보기</Badge>
    <Badge>결과 준비 중</Badge>
    <Badge tone="info">답변 대기</Badge>
    <Badge tone="warning">오늘 수술</Badge>
    <Badge tone="danger">수납 불가</Badge>
  </Cluster>
)

export const Default = meta.story({
  render: () => all,
  play: async ({ canvas }) => {
    // Words, never colour alone.
    await expect(canvas.getByText('수납 불가')).toBeVisible()
  },
})

export const LongKoreanText = meta.story({
  render: () => (
    <Cluster inset>
      <Badge tone="warning">수술 전날 자정부터 금식</Badge>
      <Badge tone="info">2026.12.02 (수)부터 결과 확인</Badge>
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => all,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: badges wrap as whole words',
  decorators: [at360],
  beforeEach: largeText,
  render: () => all,
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    for (const badge of ['결과 준비 중', '오늘 수술'])
      await expect(canvas.getByText(badge).getClientRects()).toHaveLength(1)
  },
})
