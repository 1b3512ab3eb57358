/** A month calendar as plain data (Korea time): its months, its weeks, a day said aloud. */
import { kst } from './dates'

/** YYYY-MM of a date. */
export const monthOf = (date: string): string => date.slice(0, 7)

/** Every month from the one of `start` to the one of `end`, in order. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = []
  let month = kst(`${monthOf(start)}-01`)
  const last = monthOf(end)
  while (month.format('YYYY-MM') <= last) {
    months.push(month.format('YYYY-MM'))
    month = month.add(1, 'month')
  }
  return months
}

/** The weeks of a month, Sunday first; null where a week reaches into the next or last month. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const first = kst(`${month}-01`)
  const days = first.daysInMonth()
  const cells: Array<string | null> = [
    ...Array.from({ length: first.day() }, () => null),
    ...Array.from({ length: days }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD')),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일']

/** 2026년 11월 26일 목요일: what a screen reader says for a calendar day. */
export function fullDateLabel(date: string): string {
  const day = kst(date)
  return `${day.year()}년 ${day.month() + 1}월 ${day.date()}일 ${WEEKDAY_NAMES[day.day()]}`
}
