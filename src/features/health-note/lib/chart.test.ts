import { describe, expect, it } from 'vitest'
import {
  chartWindow,
  inWindow,
  positionInDomain,
  positionInWindow,
  shortDay,
  spokenMoment,
  summarize,
  weekTicks,
} from './chart'

const now = new Date('2026-11-23T09:00:00+09:00')

describe('the health note’s chart', () => {
  const window = chartWindow(now)

  it('shows the last four weeks, today included, in Korea time', () => {
    expect(window).toMatchObject({ startDate: '2026-10-27', endDate: '2026-11-23' })
    expect(inWindow('2026-10-27T00:00:00+09:00', window)).toBe(true)
    expect(inWindow('2026-10-26T23:59:00+09:00', window)).toBe(false)
    expect(inWindow('2026-11-23T23:59:00+09:00', window)).toBe(true)
    expect(weekTicks(window)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'])
  })

  it('places a moment across and a value up the chart', () => {
    expect(positionInWindow('2026-10-27T00:00:00+09:00', window)).toBe(0)
    expect(positionInWindow('2026-11-10T00:00:00+09:00', window)).toBe(0.5)
    expect(positionInDomain(120, [40, 200])).toBe(0.5)
    expect(positionInDomain(300, [40, 200])).toBe(1)
    expect(positionInDomain(10, [40, 200])).toBe(0)
  })

  it('says the days and moments as patients read them', () => {
    expect(shortDay('2026-11-02')).toBe('11.2')
    expect(spokenMoment('2026-11-23T08:30:00+09:00')).toBe('11월 23일 오전 8:30')
  })

  it('says what it shows in one sentence', () => {
    expect(summarize('혈압', [])).toBe('최근 4주 동안 기록한 혈압이 없습니다.')
    expect(
      summarize('혈압', [
        { measuredAt: '2026-11-23T08:30:00+09:00', level: 'caution', valueText: '128/82 mmHg' },
        { measuredAt: '2026-11-20T08:10:00+09:00', level: 'normal', valueText: '118/76 mmHg' },
        { measuredAt: '2026-11-18T07:55:00+09:00', level: 'high', valueText: '142/88 mmHg' },
        { measuredAt: '2026-11-16T08:00:00+09:00', level: 'normal', valueText: '116/74 mmHg' },
      ]),
    ).toBe(
      '최근 4주 동안 혈압을 4번 기록했습니다. 정상 2번, 주의 1번, 높음 1번이었습니다. 가장 최근(11월 23일 오전 8:30)은 128/82 mmHg로 주의입니다.',
    )
  })
})
