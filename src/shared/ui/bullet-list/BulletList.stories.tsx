import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Card } from '../card/Card'
import { Stack } from '../layout/Layout'
import { BulletList } from './BulletList'

const meta = preview.meta({ title: 'Shared/BulletList', component: BulletList })

const career = ['한빛대학교 의과대학 졸업', '한빛대학교병원 순환기내과 전임의', '미국 클리블랜드 클리닉 연수']
const long = [
  '탈퇴하면 2026.11.23 (월)까지의 진료 예약과 알림이 모두 사라지고 되돌릴 수 없습니다.',
  '앱에서 결제한 12,300원의 영수증은 원무과(02-2290-8114)에서 다시 받을 수 있습니다.',
]

const inCard = (items: readonly string[]) => (
  <Stack inset>
    <Card>
      <BulletList items={items} label="경력" />
    </Card>
  </Stack>
)

export const Default = meta.story({
  render: () => inCard(career),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
})

export const LongKoreanText = meta.story({
  render: () => inCard(long),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => inCard(long),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text',
  decorators: [at360],
  beforeEach: largeText,
  render: () => inCard(long),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
