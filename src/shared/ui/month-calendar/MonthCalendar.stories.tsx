import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import preview from '#.storybook/preview'
import { fullDateLabel } from '@/shared/lib/calendar'
import { MonthCalendar, type CalendarDay, type CalendarLegendEntry, type MonthCalendarProps } from './MonthCalendar'

const BOOKING_LEGEND: CalendarLegendEntry[] = [
  { label: '예약 가능', look: 'available' },
  { label: '예약 불가', look: 'unavailable' },
]
const RULE_LEGEND: CalendarLegendEntry[] = [
  { label: '예약 가능', look: 'available' },
  { label: '3주 이내 (앱 예약 불가)', look: 'rule' },
  { label: '휴진·마감', look: 'unavailable' },
]

/** December 2026: weekdays from the 7th can be chosen, weekends and the 25th cannot. */
const bookable = (date: string): CalendarDay => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  const available = date >= '2026-12-07' && weekday !== 0 && weekday !== 6 && date !== '2026-12-25'
  return { available, label: `${fullDateLabel(date)}, ${available ? '예약 가능' : '예약 불가'}` }
}

/** The same month under a three-week rule from 23 November: the days before the 14th are hatched. */
const withRule = (date: string): CalendarDay =>
  date < '2026-12-14'
    ? { available: false, rule: true, label: `${fullDateLabel(date)}, 신청일로부터 3주 이내라 예약 불가` }
    : bookable(date)

function Calendar(
  props: Omit<MonthCalendarProps, 'selected' | 'onSelect' | 'month' | 'onMonthChange'> & {
    onSelect: (date: string) => void
  },
) {
  const [selected, setSelected] = useState<string>()
  const [month, setMonth] = useState('2026-12')
  return (
    <MonthCalendar
      {...props}
      month={month}
      onMonthChange={setMonth}
      selected={selected}
      onSelect={(date) => {
        setSelected(date)
        props.onSelect(date)
      }}
    />
  )
}

const meta = preview.meta({
  title: 'Shared/MonthCalendar',
  component: Calendar,
  args: {
    months: ['2026-11', '2026-12', '2027-01'],
    day: bookable,
    onSelect: fn(),
    legend: BOOKING_LEGEND,
  },
})

export const Booking = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: '2026년 12월' })
    const day = (name: RegExp) => within(table).getByRole('button', { name })
    await expect(day(/^2026년 12월 5일 토요일, 예약 불가/)).toBeDisabled()
    await userEvent.click(day(/^2026년 12월 8일 화요일, 예약 가능/))
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-08')
    await expect(day(/^2026년 12월 8일/)).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '다음 달' }))
    await expect(canvas.getByRole('table', { name: '2027년 1월' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '다음 달' })).toBeDisabled()
  },
})

const explain = fn()

export const ClosedByARule = meta.story({
  name: 'Closed by a rule (the checkup three weeks), and saying why',
  args: {
    day: withRule,
    onUnavailablePress: explain,
    legend: RULE_LEGEND,
    note: <p role="status">검진 예약은 신청일로부터 3주 뒤 날짜부터 하실 수 있습니다.</p>,
  },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: '2026년 12월' })
    const early = within(table).getByRole('button', { name: /^2026년 12월 1일 화요일, 신청일로부터 3주 이내/ })
    // It cannot be chosen, but pressing it says why instead of doing nothing.
    await expect(early).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(early)
    await expect(explain).toHaveBeenCalledWith('2026-12-01')
    await expect(args.onSelect).not.toHaveBeenCalled()
    await userEvent.click(within(table).getByRole('button', { name: /^2026년 12월 14일 월요일, 예약 가능/ }))
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-14')
    await expect(canvas.getByText('3주 이내 (앱 예약 불가)')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('3주 뒤 날짜부터')
  },
})

export const LargeFont = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: ClosedByARule.input.args,
  beforeEach: () => {
    document.documentElement.style.fontSize = '1.13rem'
    return () => {
      document.documentElement.style.fontSize = ''
    }
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
})
