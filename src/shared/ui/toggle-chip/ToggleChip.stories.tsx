import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { ToggleChip } from './ToggleChip'

const meta = preview.meta({
  title: 'Shared/ToggleChip',
  component: ToggleChip,
  args: { children: '2층', pressed: false },
})

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2층' })).toHaveAttribute('aria-pressed', 'false')
  },
})

export const Pressed = meta.story({
  args: { pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2층' })).toHaveAttribute('aria-pressed', 'true')
  },
})

export const TimeAndWord = meta.story({
  name: 'A time and a word under it, large text, 360 px',
  args: { shape: 'box', disabled: true, children: ['오전 11:45', <span key="taken">마감</span>] },
  decorators: [at360],
  beforeEach: largeText,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
