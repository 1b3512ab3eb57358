import { CalendarCheck, ChevronLeft, Phone, Star } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Cluster } from '../layout/Layout'
import { Button } from './Button'
import { IconButton } from './IconButton'
import { LinkButton } from './LinkButton'

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
      <Button {...args} variant="text">
        전체 보기
      </Button>
      <Button {...args} variant="danger">
        예약취소
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6)
  },
})

export const Links = meta.story({
  name: 'Link buttons: a screen, a phone number',
  render: () => (
    <Cluster>
      <LinkButton href="#info" icon={<CalendarCheck aria-hidden="true" />}>
        진료 안내
      </LinkButton>
      <LinkButton href="tel:02-2290-8114" icon={<Phone aria-hidden="true" />}>
        전화하기
      </LinkButton>
    </Cluster>
  ),
  play: async ({ canvas }) => {
    const info = canvas.getByRole('link', { name: '진료 안내' })
    const call = canvas.getByRole('link', { name: '전화하기' })
    await expect(call).toHaveAttribute('href', 'tel:02-2290-8114')
    // One look for both: the same weight, the same height.
    await expect(getComputedStyle(info).fontWeight).toBe(getComputedStyle(call).fontWeight)
    await expect(info.getBoundingClientRect().height).toBe(call.getBoundingClientRect().height)
  },
})

export const IconOnly = meta.story({
  name: 'Icon buttons: a name for screen readers, a 48 px target',
  render: () => (
    <Cluster>
      <IconButton label="전날" icon={<ChevronLeft aria-hidden="true" />} variant="outline" />
      <IconButton label="즐겨찾는 약국" icon={<Star aria-hidden="true" />} aria-pressed />
    </Cluster>
  ),
  play: async ({ canvas }) => {
    const star = canvas.getByRole('button', { name: '즐겨찾는 약국', pressed: true })
    await expect(star.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(canvas.getByRole('button', { name: '전날' })).toBeVisible()
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

const row = (
  <Cluster>
    <Button size="sm" variant="outline">
      예약 변경
    </Button>
    <Button size="sm" variant="outline">
      예약 취소
    </Button>
    <LinkButton size="sm" href="#alarm">
      알림 설정
    </LinkButton>
  </Cluster>
)

export const LongKoreanText = meta.story({
  render: () => (
    <Button fullWidth size="lg">
      2026.11.26 (목) 오후 2:00 순환기내과 김성훈 교수 진료 예약하기
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => row,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: a label never breaks inside a small button',
  decorators: [at360],
  beforeEach: largeText,
  render: () => row,
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    for (const name of ['예약 변경', '예약 취소']) {
      await expect(canvas.getByRole('button', { name }).querySelector('span')!.getClientRects()).toHaveLength(1)
    }
  },
})
