import { expect } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Button } from '../button/Button'
import { List, ListRow } from '../list-row/ListRow'
import { Section } from './Section'

const meta = preview.meta({ title: 'Shared/Section', component: Section })

const notices = (
  <List>
    <ListRow title="12월 진료 일정 변경 안내" trailing="11.20" />
    <ListRow title="독감 예방접종 안내" trailing="11.18" />
  </List>
)

export const Card = meta.story({
  args: { title: '공지사항', action: <a href="#notices">전체보기</a>, children: notices },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '공지사항' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: '공지사항' })).toBeVisible()
  },
})

export const Plain = meta.story({
  args: { title: '진료시간', variant: 'plain', children: <p>평일 오전 9:00 ~ 오후 5:00</p> },
})

const long = {
  title: '입원 중 보호자 면회와 상주 보호자 출입증 발급 안내',
  description: '면회는 평일 오후 6:00 ~ 8:00, 주말 오전 10:00 ~ 12:00에 할 수 있습니다.',
  action: (
    <Button size="sm" variant="text">
      전체 보기
    </Button>
  ),
  children: notices,
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
  name: '360 px, large text: the action goes under a long title',
  decorators: [at360],
  beforeEach: largeText,
  args: long,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})
