import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { Card } from '../card/Card'
import { Text } from '../text/Text'
import { Cluster, Page, Stack } from './Layout'

const meta = preview.meta({ title: 'Shared/Layout', component: Page })

const screen = (actions: [string, string]) => (
  <Page>
    <Stack inset gap={2}>
      <Text as="h2" size="xl" weight="bold">
        환자번호 등록
      </Text>
      <Text tone="sub">병원에서 받은 환자번호와 주민등록번호 앞자리를 입력해 주세요.</Text>
    </Stack>
    <Stack inset>
      <Card>
        <Text>카드 안의 내용</Text>
      </Card>
    </Stack>
    <Cluster inset fill>
      <Button variant="outline">{actions[0]}</Button>
      <Button>{actions[1]}</Button>
    </Cluster>
  </Page>
)

export const Default = meta.story({
  render: () => screen(['취소', '등록하기']),
  play: async ({ canvas }) => {
    const [cancel, register] = canvas.getAllByRole('button')
    // Two short labels: side by side, equal shares.
    await expect(Math.round(cancel!.getBoundingClientRect().top)).toBe(
      Math.round(register!.getBoundingClientRect().top),
    )
  },
})

export const LongKoreanText = meta.story({
  decorators: [at360],
  render: () => screen(['다음에 등록하고 둘러보기', '환자번호 등록하고 예약하기']),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const [later, register] = canvas.getAllByRole('button')
    // Labels that do not fit side by side: one under the other, each whole.
    await expect(register!.getBoundingClientRect().top).toBeGreaterThan(later!.getBoundingClientRect().bottom - 1)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => screen(['취소', '등록하기']),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text',
  decorators: [at360],
  beforeEach: largeText,
  render: () => screen(['예약 취소', '예약 변경하기']),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    for (const button of canvas.getAllByRole('button')) await expect(button.getClientRects()).toHaveLength(1)
  },
})
