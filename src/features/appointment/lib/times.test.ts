import { describe, expect, it } from 'vitest'
import { groupTimes } from './times'

const t = (appointmentTime: string) => ({ appointmentTime, isAvailable: 'Y' as const })

describe('groupTimes', () => {
  it("splits at the end of the clinic's morning session (12:30), in order", () => {
    expect(groupTimes([t('13:30'), t('09:00'), t('12:20'), t('12:00'), t('11:45'), t('12:30')])).toEqual({
      morning: [t('09:00'), t('11:45'), t('12:00'), t('12:20')],
      afternoon: [t('12:30'), t('13:30')],
    })
  })

  it("follows another hospital's session end", () => {
    expect(groupTimes([t('11:50'), t('12:00')], '12:00')).toEqual({ morning: [t('11:50')], afternoon: [t('12:00')] })
  })
})
