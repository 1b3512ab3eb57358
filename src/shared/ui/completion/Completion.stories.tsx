import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { expect, waitFor } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { LinkButton } from '../button/LinkButton'
import { InfoBox } from '../info-box/InfoBox'
import { Completion, type CompletionProps } from './Completion'

const meta = preview.meta({
  title: 'Shared/Completion',
  component: Completion,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
})

const booking: CompletionProps = {
  title: '예약이 완료되었습니다',
  message: '진료 30분 전까지 도착해 앱에서 도착확인을 눌러 주세요.',
  facts: [
    ['예약 일시', '2026.11.26 (목) 오전 11:45'],
    ['진료과', '순환기내과'],
    ['의료진', '김성훈 교수'],
    ['장소', '본관 2층 순환기내과'],
  ],
  primary: (
    <LinkButton variant="primary" size="lg" to="/outpatient/appointment/inquiry/clinic">
      예약 내역 보기
    </LinkButton>
  ),
  secondary: (
    <LinkButton variant="ghost" size="lg" to="/">
      홈으로
    </LinkButton>
  ),
}

export const Default = meta.story({
  args: booking,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('예약이 완료되었습니다')
    await expect(canvas.getByRole('heading', { level: 2, name: '예약이 완료되었습니다' })).toBeVisible()
    await expect(canvas.getByText('2026.11.26 (목) 오전 11:45')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '예약 내역 보기' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '홈으로' })).toBeVisible()
  },
})

export const LongKoreanText = meta.story({
  args: {
    ...booking,
    title: '진료비 2건, 모두 52,300원의 결제가 완료되었습니다',
    message: '영수증은 수납내역에서 언제든 다시 보실 수 있습니다. 처방전이 있으면 약국으로 전송해 주세요.',
    children: <InfoBox>처방전은 오늘 자정까지 약국으로 보낼 수 있습니다.</InfoBox>,
  },
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  args: booking,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: the time never splits',
  decorators: [at360],
  beforeEach: largeText,
  args: booking,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

/** A flow's last step, scrolled down to its button, that the completion then stands in place of. */
function InPlaceOfAStep(props: CompletionProps) {
  const [done, setDone] = useState(false)
  return (
    <>
      {done ? (
        <Completion {...props} />
      ) : (
        <div style={{ minHeight: '200vh', display: 'flex', alignItems: 'flex-end' }}>
          <button type="button" onClick={() => setDone(true)}>
            예약하기
          </button>
        </div>
      )}
      {/* What else the page holds below: it stays taller than the screen. */}
      <div style={{ height: '150vh' }} />
    </>
  )
}

export const InPlaceOfAScrolledStep = meta.story({
  name: 'Shown in place of a step scrolled down: opens at its top',
  args: booking,
  render: (args) => <InPlaceOfAStep {...args} />,
  play: async ({ canvas, userEvent }) => {
    const step = canvas.getByRole('button', { name: '예약하기' })
    step.scrollIntoView({ block: 'center', behavior: 'instant' })
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0))
    await userEvent.click(step)
    await expect(await canvas.findByRole('heading', { name: '예약이 완료되었습니다' })).toBeVisible()
    await expect(window.scrollY).toBe(0)
  },
})
