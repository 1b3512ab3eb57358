import { describe, expect, it } from 'vitest'
import { checkInArrival, fetchTodaySchedule, fetchWaitingNumber, listFinishedSchedules } from '@/api/generated/common'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

describe('the day of the visit', () => {
  it("shows today's remaining visits and same-day tests, and what is already done", async () => {
    signInAs('outpatient')
    const today = await fetchTodaySchedule()
    expect(today.map((s) => [s.scheduleTime, s.scheduleType, s.title])).toEqual([
      ['00:00', 'TEST', '흉부 X선'],
      ['06:00', 'TEST', '채혈 (혈액검사)'],
      ['10:30', 'OUTPATIENT', '순환기내과 진료'],
    ])
    expect(today.map((s) => s.sortVal)).toEqual([1, 2, 3])
    expect((await listFinishedSchedules()).map((s) => s.departmentName)).toEqual(['안과'])
  })

  it('checks in once: the status and the waiting number change, a second check-in is refused kindly', async () => {
    signInAs('outpatient')
    expect(await fetchWaitingNumber('R202611230101', 'IMC')).toMatchObject({ rnk: 0, treatmentStatus: 'NURSE_WAITING' })

    expect(await checkInArrival({ receptionId: 'R202611230101', chg_seq: 1 })).toEqual({ isCompleted: 'Y' })
    const visit = (await fetchTodaySchedule()).find((s) => s.receptionId === 'R202611230101')
    expect(visit).toMatchObject({ arrivalYn: 'Y', treatmentStatus: 'NURSE_RECEIVED' })

    const first = await fetchWaitingNumber('R202611230101', 'IMC')
    expect(first).toMatchObject({ rnk: 4, cnt: 3, treatmentStatus: 'NURSE_RECEIVED' })
    await fetchWaitingNumber('R202611230101', 'IMC')
    const later = await fetchWaitingNumber('R202611230101', 'IMC')
    expect(later.rnk).toBeLessThan(first.rnk)

    expect(await checkInArrival({ receptionId: 'R202611230101', chg_seq: 1 })).toEqual({
      isCompleted: 'N',
      failMessage: '이미 도착확인을 하셨습니다.',
    })
  })

  it('answers a stale reception with a failure message rather than an error', async () => {
    signInAs('outpatient')
    const answer = await checkInArrival({ receptionId: 'R202611230101', chg_seq: 7 })
    expect(answer.isCompleted).toBe('N')
    expect(answer.failMessage).toContain('접수 정보가 바뀌었습니다')
  })
})
