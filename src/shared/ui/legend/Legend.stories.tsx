import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Legend } from './Legend'

const box = (color: string) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <rect x={1} y={1} width={18} height={18} rx={4} fill={color} />
  </svg>
)

const meta = preview.meta({
  title: 'Shared/Legend',
  component: Legend,
  args: {
    label: '범례',
    items: [
      { mark: box('#2563eb'), text: '진료실' },
      { mark: box('#16a34a'), text: '검사실' },
      { mark: box('#f59e0b'), text: 'EV 엘리베이터' },
      { mark: box('#9ca3af'), text: '다른 건물로 가는 길' },
    ],
  },
})

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '범례' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
})

export const LargeTextAt360 = meta.story({
  name: 'Large text, 360 px',
  decorators: [at360],
  beforeEach: largeText,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
