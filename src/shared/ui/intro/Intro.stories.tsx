import { UserPlus } from 'lucide-react'
import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Intro } from './Intro'

const meta = preview.meta({ title: 'Shared/Intro', component: Intro })

export const Default = meta.story({
  args: {
    icon: <UserPlus aria-hidden="true" />,
    title: '가족 추가',
    children: '가족의 진료 기록을 함께 볼 수 있습니다.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '가족 추가' })).toBeVisible()
  },
})

const long = {
  icon: <UserPlus aria-hidden="true" />,
  title: '만 14세 미만 자녀와 부모님을 가족 계정으로 등록하고 함께 관리하기',
  children: '본인인증 후 2026.11.23 (월)부터 가족의 예약과 결과를 볼 수 있습니다. 문의 02-2290-8114',
}

export const LongKoreanText = meta.story({
  args: long,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  args: long,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text',
  decorators: [at360],
  beforeEach: largeText,
  args: long,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
