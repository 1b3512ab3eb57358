import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Stack } from '../layout/Layout'
import { InfoBox } from './InfoBox'

const meta = preview.meta({ title: 'Shared/InfoBox', component: InfoBox })

const boxes = (
  <Stack inset>
    <InfoBox>문의에는 평일 오전 9:00 ~ 오후 5:00에 답변해 드립니다.</InfoBox>
    <InfoBox tone="warning" title="앱에서 수납할 수 없습니다">
      추가 진료비가 있어 원무과 창구(본관 1층)에서 수납해 주세요.
    </InfoBox>
    <InfoBox tone="danger" role="alert">
      본인 계정은 가족으로 등록할 수 없습니다.
    </InfoBox>
  </Stack>
)

export const Default = meta.story({
  render: () => boxes,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('본인 계정은')
    await expect(canvas.getByText('앱에서 수납할 수 없습니다')).toBeVisible()
  },
})

export const LongKoreanText = meta.story({
  render: () => (
    <Stack inset>
      <InfoBox tone="warning" title="수술 전날 자정부터 물을 포함해 아무것도 드시지 마세요">
        복용 중인 혈압약은 오전 6:00에 물 한 모금과 함께 드시고, 당뇨약과 항응고제(와파린 등)는 주치의의 안내에 따라
        주세요. 문의 02-2290-8100
      </InfoBox>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => boxes,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text',
  decorators: [at360],
  beforeEach: largeText,
  render: () => boxes,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
