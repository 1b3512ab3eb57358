import { expect, within } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Card } from '../card/Card'
import { Stack } from '../layout/Layout'
import { StepBar, StepTracker, type TrackedStep } from './StepTracker'

const meta = preview.meta({ title: 'Shared/StepTracker', component: StepTracker })

const prescription: TrackedStep[] = [
  { label: '처방', state: 'done', time: '오전 9:12' },
  { label: '약국 전송', state: 'done', time: '오전 9:20' },
  { label: '조제 중', state: 'current', hint: '약사가 약을 짓고 있습니다' },
  { label: '조제 완료', state: 'next' },
  { label: '수령', state: 'next' },
]

export const Default = meta.story({
  render: () => (
    <Stack inset>
      <Card>
        <StepTracker label="처방전 진행 상황" steps={prescription} dense />
      </Card>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '처방전 진행 상황' })
    await expect(list).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByText('조제 중').closest('li')).toHaveAttribute('aria-current', 'step')
    // The ticks are read too: "처방 완료".
    await expect(canvas.getAllByText('완료')).toHaveLength(2)
  },
})

const surgery: TrackedStep[] = [
  { label: '수술 준비', state: 'done', time: '오후 12:40', hint: '병동에서 수술실로 이동했습니다' },
  {
    label: '수술 중',
    state: 'current',
    time: '오후 1:05',
    hint: '수술이 끝나면 회복실로 옮겨 안정을 취합니다. 보호자 대기실에서 기다려 주세요.',
  },
  { label: '회복실에서 마취 회복 중', state: 'next' },
  { label: '병동으로 돌아와 회복 중', state: 'next' },
]

export const LongKoreanText = meta.story({
  render: () => (
    <Stack inset>
      <StepTracker label="수술 진행 상황" steps={surgery} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => (
    <Stack inset>
      <StepTracker label="수술 진행 상황" steps={surgery} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: five labels never collide',
  decorators: [at360],
  beforeEach: largeText,
  render: () => (
    <Stack inset>
      <Card>
        <StepTracker label="처방전 진행 상황" steps={prescription} dense />
      </Card>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const labels = ['처방', '약국 전송', '조제 중', '조제 완료', '수령'].map((label) =>
      canvas.getByText(label, { exact: true }).getBoundingClientRect(),
    )
    for (let i = 1; i < labels.length; i++) await expect(labels[i]!.top).toBeGreaterThanOrEqual(labels[i - 1]!.bottom)
  },
})

export const BarOfAFlow = meta.story({
  name: 'The bar of a flow, 360 px, large text: the current name whole, every name for screen readers',
  decorators: [at360],
  beforeEach: largeText,
  render: () => (
    <StepBar
      label="예약 단계"
      count="1단계 / 3단계"
      current={1}
      steps={['진료과·의료진 선택', '날짜·시간 선택', '예약 확인']}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const nav = canvas.getByRole('navigation', { name: '예약 단계' })
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(nav).getByRole('listitem', { current: 'step' })).toHaveTextContent('진료과·의료진 선택')
  },
})
