import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { BottomAction } from './BottomAction'
import { BOTTOM_ACTION_COVER } from './bottom-cover'

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

/** How much of the screen's foot the bars cover, as the toasts read it. */
const cover = () => getComputedStyle(document.documentElement).getPropertyValue(BOTTOM_ACTION_COVER)

/** A bar that goes once its step is done (a completion in its place). */
function BarThatGoes() {
  const [shown, setShown] = useState(true)
  return shown ? (
    <BottomAction stacked>
      <Button size="lg" onClick={() => setShown(false)}>
        예약 내역 보기
      </Button>
      <Button size="lg" variant="ghost">
        홈으로
      </Button>
    </BottomAction>
  ) : (
    <p>끝</p>
  )
}

export const CoverForToasts = meta.story({
  name: 'Tells the toasts how much of the foot it covers (two stacked actions, large text); nothing once gone',
  beforeEach: largeText,
  render: () => <BarThatGoes />,
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: '예약 내역 보기' })
    const bar = first.parentElement!
    // From the screen's bottom edge to the top of the bar, both buttons in it.
    await waitFor(() => expect(cover()).toBe(`${Math.ceil(window.innerHeight - bar.getBoundingClientRect().top)}px`))
    await expect(Number.parseFloat(cover())).toBeGreaterThan(2 * first.getBoundingClientRect().height)
    await userEvent.click(first)
    await expect(await canvas.findByText('끝')).toBeVisible()
    await expect(cover()).toBe('')
  },
})
