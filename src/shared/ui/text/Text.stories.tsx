import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Text } from './Text'

const meta = preview.meta({ title: 'Shared/Text', component: Text })

const sentence =
  '2026.11.26 (목) 오후 1:30 ~ 5:00 사이에 본관 2층 원무과에서 12,300원을 내시면 됩니다. 문의는 02-2290-8114로 해 주세요.'

export const Default = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', padding: '1.25rem' }}>
      <Text as="h2" size="xl" weight="bold">
        예약이 완료되었습니다
      </Text>
      <Text>{sentence}</Text>
      <Text size="sm" tone="sub">
        결과는 2026.12.02 (수)부터 볼 수 있습니다
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '예약이 완료되었습니다' })).toBeVisible()
    // The numbers kept whole with no-break spaces; the text stays one string (read and found as written).
    const paragraph = canvas.getByText(/사이에 본관 2층 원무과에서/)
    await expect(paragraph.textContent).toContain('2026.11.26\u00a0(목) 오후\u00a01:30\u00a0~\u00a05:00')
    await expect(paragraph).toHaveTextContent('2026.11.26 (목) 오후 1:30 ~ 5:00 사이에')
  },
})

export const LongKoreanText = meta.story({
  render: () => (
    <div style={{ width: '12rem', padding: '1rem' }}>
      <Text>{sentence}</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => (
    <div style={{ padding: '1.25rem' }}>
      <Text>{sentence}</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text',
  decorators: [at360],
  beforeEach: largeText,
  render: () => (
    <div style={{ padding: '0 1.25rem' }}>
      <Text>{sentence}</Text>
      <Text size="sm" tone="sub">
        입원 중이거나 오늘 입원 · 퇴원하는 환자 · 당일수술 환자 · 외래 진료 환자 · 방문객
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
