import { describe, expect, it } from 'vitest'
import { groupTimes } from './times'

describe('groupTimes', () => {
  it('splits morning and afternoon at noon, in order', () => {
    const t = (appointmentTime: string) => ({ appointmentTime, isAvailable: 'Y' as const })
    expect(groupTimes([t('13:30'), t('09:00'), t('12:00'), t('11:45')])).toEqual({
      morning: [t('09:00'), t('11:45')],
      afternoon: [t('12:00'), t('13:30')],
    })
  })
})
