import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Badge } from '../badge/Badge'
import { LinkButton } from '../button/LinkButton'
import { FactList } from '../fact-list/FactList'
import { Cluster, Stack } from '../layout/Layout'
import { Card, CardHeader } from './Card'

const meta = preview.meta({ title: 'Shared/Card', component: Card })

const stay = (title: string) => (
  <Stack inset>
    <Card>
      <CardHeader
        large
        title={title}
        subtitle="2026.11.20 (금) 입원 · 외과 7병동 712호"
        aside={
          <>
            <Badge tone="primary">입원 중</Badge>
            <Badge tone="warning">오늘 수술</Badge>
          </>
        }
      />
      <FactList
        facts={[
          ['주치의', '오태석 교수'],
          ['수술 예정', '2026.11.23 (월) 오후 1:00'],
        ]}
      />
      <Cluster fill>
        <LinkButton href="#schedule">입원 일정</LinkButton>
        <LinkButton href="#surgery" variant="secondary">
          수술 현황
        </LinkButton>
      </Cluster>
    </Card>
  </Stack>
)

export const Default = meta.story({
  render: () => stay('박영수님의 입원'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '박영수님의 입원' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '수술 현황' })).toBeVisible()
  },
})

export const LongKoreanText = meta.story({
  render: () => stay('복강경 담낭절제술과 간 조직검사를 위한 외과 7병동 입원'),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => stay('박영수님의 입원'),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: badges under the title',
  decorators: [at360],
  beforeEach: largeText,
  render: () => stay('복강경 담낭절제술과 간 조직검사를 위한 입원'),
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const title = canvas.getByRole('heading', { level: 2 })
    await expect(canvas.getByText('오늘 수술').getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom - 1,
    )
  },
})
