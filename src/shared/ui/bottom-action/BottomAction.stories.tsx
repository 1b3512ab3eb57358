import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { BottomAction } from './BottomAction'

const meta = preview.meta({ title: 'Shared/BottomAction', component: BottomAction })

export const Default = meta.story({
  render: () => (
    <BottomAction>
      <Button size="lg">12,300원 결제하기</Button>
    </BottomAction>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '12,300원 결제하기' })
    // Fixed to the bottom of the screen, the whole width but the page's padding.
    await expect(Math.round(button.getBoundingClientRect().bottom)).toBeGreaterThan(window.innerHeight - 40)
  },
})

const two = (first: string, second: string) => (
  <BottomAction>
    <Button size="lg" variant="outline">
      {first}
    </Button>
    <Button size="lg">{second}</Button>
  </BottomAction>
)

export const LongKoreanText = meta.story({
  render: () => two('다른 날짜 고르기', '2026.11.26 (목) 오전 11:45 예약하기'),
  play: async ({ canvasElement }) => {
    // Side by side while both labels fit on one line, one under the other when not: never squeezed.
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => two('이전', '다음'),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: "360 px, large text: a completion's two actions stacked",
  decorators: [at360],
  beforeEach: largeText,
  render: () => (
    <BottomAction stacked>
      <Button size="lg">예약 내역 보기</Button>
      <Button size="lg" variant="ghost">
        홈으로
      </Button>
    </BottomAction>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const [first, home] = canvas.getAllByRole('button')
    await expect(home!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1)
  },
})
