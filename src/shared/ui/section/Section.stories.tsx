import { expect } from 'storybook/test'
import preview from '#.storybook/preview'
import { List, ListRow } from '../list-row/ListRow'
import { Section } from './Section'

const meta = preview.meta({ title: 'Shared/Section', component: Section })

export const Card = meta.story({
  args: {
    title: '공지사항',
    action: <a href="#notices">전체보기</a>,
    children: (
      <List>
        <ListRow title="12월 진료 일정 변경 안내" trailing="11.20" />
        <ListRow title="독감 예방접종 안내" trailing="11.18" />
      </List>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '공지사항' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: '공지사항' })).toBeVisible()
  },
})

export const Plain = meta.story({
  args: { title: '진료시간', variant: 'plain', children: <p>평일 오전 9:00 ~ 오후 5:00</p> },
})
