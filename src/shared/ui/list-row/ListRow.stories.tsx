import { CalendarDays, Pill, Receipt } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import preview from '#.storybook/preview'
import { List, ListRow } from './ListRow'

const meta = preview.meta({ title: 'Shared/ListRow', component: ListRow })

export const Rows = meta.story({
  render: () => (
    <List label="진료 기록">
      <ListRow title="진료내역" description="지난 진료와 의료진" leading={<CalendarDays aria-hidden="true" />} />
      <ListRow title="약처방내역" description="2026.11.09 (월) 순환기내과" leading={<Pill aria-hidden="true" />} />
      <ListRow title="수납내역" trailing="18,400원" leading={<Receipt aria-hidden="true" />} />
    </List>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '진료 기록' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
})

const onOpen = fn()

export const Clickable = meta.story({
  render: () => (
    <List>
      <ListRow as="button" title="공지사항" description="12월 진료 일정 변경 안내" chevron onClick={onOpen} />
      <ListRow as="a" href="tel:1588-0000" title="대표 전화" trailing="1588-0000" chevron />
    </List>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /공지사항/ }))
    await expect(onOpen).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: /대표 전화/ })).toHaveAttribute('href', 'tel:1588-0000')
  },
})

export const LongText = meta.story({
  render: () => (
    <List>
      <ListRow
        as="button"
        chevron
        title="2026년 독감 예방접종 일정과 외래 진료시간 변경, 주차장 공사에 따른 임시 주차 안내"
        description="본관 지하 2층 주차장 공사로 신관 주차장을 이용해 주세요. 불편을 드려 죄송합니다."
        trailing="2026.11.20"
      />
    </List>
  ),
})
