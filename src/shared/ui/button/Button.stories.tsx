import { CalendarCheck } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import { Button } from './Button'

const meta = preview.meta({
  title: 'Shared/Button',
  component: Button,
  args: { children: '예약하기', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.25rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
})

export const Primary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '예약하기' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

export const Variants = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Button {...args} variant="primary">
        진료예약
      </Button>
      <Button {...args} variant="secondary">
        예약조회
      </Button>
      <Button {...args} variant="outline">
        취소
      </Button>
      <Button {...args} variant="ghost">
        나중에 하기
      </Button>
      <Button {...args} variant="danger">
        예약취소
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5)
  },
})

export const WithIcon = meta.story({
  args: { icon: <CalendarCheck aria-hidden="true" />, children: '진료예약' },
})

export const BottomAction = meta.story({
  args: { size: 'lg', fullWidth: true, children: '12,300원 결제하기' },
})

export const Loading = meta.story({
  args: { loading: true, children: '예약하는 중' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /예약하는 중/ })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    button.click()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
})

export const Disabled = meta.story({
  args: { disabled: true, children: '시간을 선택해 주세요' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
})
