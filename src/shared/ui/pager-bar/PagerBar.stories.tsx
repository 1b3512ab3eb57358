import { ChevronLeft, ChevronRight } from 'lucide-react'
import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Badge } from '../badge/Badge'
import { IconButton } from '../button/IconButton'
import { PagerBar } from './PagerBar'

const meta = preview.meta({
  title: 'Shared/PagerBar',
  component: PagerBar,
  args: {
    previous: <IconButton variant="outline" icon={<ChevronLeft aria-hidden="true" />} label="전날" />,
    next: <IconButton variant="outline" icon={<ChevronRight aria-hidden="true" />} label="다음 날" />,
    children: '2026.11.23 (월)',
  },
})

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('2026.11.23 (월)')
    await expect(canvas.getByRole('button', { name: '전날' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '다음 날' })).toBeVisible()
  },
})

export const LongKoreanText = meta.story({
  args: {
    children: (
      <>
        2026.11.23 (월) 입원 3일째 <Badge tone="primary">오늘</Badge>
      </>
    ),
  },
  decorators: [at360],
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  decorators: [at360],
  beforeEach: largeText,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
