import { describe, expect, it } from 'vitest'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { chosenAppointment } from './chosen-appointment'

const appointment = (receptionId: string, receptionDate: string): CheckupAppointment => ({
  receptionId,
  receptionDate,
  checkupTime: '08:00',
  checkupType: 'SYNTHESIS',
  packageName: '종합검진 기본',
  canCancel: 'Y',
})

const LIST = [appointment('R202612210101', '2026-12-21'), appointment('R202612140301', '2026-12-14')]

describe('chosenAppointment', () => {
  it('takes the nearest to come', () => {
    expect(chosenAppointment(LIST, '2026-11-23', null)?.receptionId).toBe('R202612140301')
  })

  it("takes today's on the day", () => {
    expect(chosenAppointment(LIST, '2026-12-14', null)?.receptionId).toBe('R202612140301')
  })

  it('takes the one the address names, or the nearest when it names none of them', () => {
    expect(chosenAppointment(LIST, '2026-11-23', 'R202612210101')?.receptionId).toBe('R202612210101')
    expect(chosenAppointment(LIST, '2026-11-23', 'R000000000000')?.receptionId).toBe('R202612140301')
  })

  it('is nothing without appointments', () => {
    expect(chosenAppointment([], '2026-11-23', null)).toBeUndefined()
  })
})
