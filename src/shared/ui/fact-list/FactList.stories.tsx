import type { ReactNode } from 'react'
import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Card } from '../card/Card'
import { Stack } from '../layout/Layout'
import { FactList } from './FactList'

const meta = preview.meta({ title: 'Shared/FactList', component: FactList })

const inCard = (list: ReactNode) => (
  <Stack inset>
    <Card>{list}</Card>
  </Stack>
)

export const Default = meta.story({
  args: {
    facts: [
      ['진료일', '2026.11.23 (월)'],
      ['진료과', '순환기내과'],
      ['의료진', '김성훈 교수'],
      ['장소', undefined],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['진료일', '진료과', '의료진'])
    // The place is not known: its row is left out, not shown empty.
    await expect(canvas.getAllByRole('definition')).toHaveLength(3)
    await expect(canvas.queryByText('장소')).toBeNull()
  },
})

export const Amounts = meta.story({
  args: {
    align: 'end',
    divided: true,
    total: true,
    facts: [
      ['총 진료비', '52,300원'],
      ['공단 부담금', '36,610원'],
      ['본인 부담금', '15,690원'],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15,690원')).toBeVisible()
    await expect(getComputedStyle(canvas.getByText('52,300원').closest('dd')!).textAlign).toBe('end')
  },
})

const long = [
  ['예약 일시', '2026.11.26 (목) 오후 2:00'],
  ['진료 장소', '본관 2층 순환기내과 외래 진료실 앞 대기석 (엘리베이터에서 오른쪽)'],
  ['진료비 총액(공단부담 포함)', '1,234,500원'],
] as const

export const LongKoreanText = meta.story({
  render: () => inCard(<FactList facts={long} />),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => inCard(<FactList facts={long} />),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: a value that does not fit goes under its term',
  decorators: [at360],
  beforeEach: largeText,
  render: () => inCard(<FactList facts={long} align="end" />),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    await expect(canvas.getByText('1,234,500원').getClientRects()).toHaveLength(1)
  },
})
