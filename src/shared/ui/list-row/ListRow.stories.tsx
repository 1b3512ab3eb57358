import { CalendarDays, Clock, Pill, Receipt } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { at360, expectTextWhole, largeText } from '#.storybook/frames'
import preview from '#.storybook/preview'
import { Badge } from '../badge/Badge'
import { List, ListRow } from './ListRow'

const meta = preview.meta({ title: 'Shared/ListRow', component: ListRow })

export const Default = meta.story({
  render: () => (
    <List label="진료 기록">
      <ListRow title="진료내역" meta="지난 진료와 의료진" leading={<CalendarDays aria-hidden="true" />} />
      <ListRow title="약처방내역" meta="2026.11.09 (월) · 순환기내과" leading={<Pill aria-hidden="true" />} />
      <ListRow title="수납내역" value="18,400원" leading={<Receipt aria-hidden="true" />} />
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
      <ListRow as="button" title="공지사항" meta="12월 진료 일정 변경 안내" chevron onClick={onOpen} />
      <ListRow as="a" href="tel:1588-0000" title="대표 전화" trailing="1588-0000" chevron />
    </List>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /공지사항/ }))
    await expect(onOpen).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: /대표 전화/ })).toHaveAttribute('href', 'tel:1588-0000')
  },
})

/** The checkup history's row that used to wrap over five lines beside its badge. */
const waiting = (
  <ListRow
    as="a"
    href="#result"
    chevron
    leading={<Clock aria-hidden="true" />}
    title="국가 일반건강검진"
    meta={['2026.11.18 (수) · 국가검진', '2026.12.02 (수)부터 볼 수 있습니다']}
    trailing={<Badge>결과 준비 중</Badge>}
  />
)

export const LongKoreanText = meta.story({
  render: () => (
    <List>
      {waiting}
      <ListRow
        as="button"
        chevron
        title="2026년 독감 예방접종 일정과 외래 진료시간 변경, 주차장 공사에 따른 임시 주차 안내"
        meta="본관 지하 2층 주차장 공사로 신관 주차장을 이용해 주세요. 불편을 드려 죄송합니다."
        trailing={<Badge tone="primary">새 소식</Badge>}
      />
    </List>
  ),
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const LargeText = meta.story({
  beforeEach: largeText,
  render: () => <List>{waiting}</List>,
  play: async ({ canvasElement }) => {
    await expectTextWhole(canvasElement)
  },
})

export const Phone360 = meta.story({
  name: '360 px, large text: the badge moves under the words',
  decorators: [at360],
  beforeEach: largeText,
  render: () => <List>{waiting}</List>,
  play: async ({ canvas, canvasElement }) => {
    await expectTextWhole(canvasElement)
    const title = canvas.getByText('국가 일반건강검진')
    const badge = canvas.getByText('결과 준비 중')
    // Under the words, not beside them: the title keeps the row.
    await expect(badge.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom)
  },
})
