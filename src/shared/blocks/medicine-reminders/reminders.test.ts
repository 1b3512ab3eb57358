import { describe, expect, it } from 'vitest'
import {
  EMPTY_REMINDERS,
  parseReminders,
  reminderAlarm,
  reminderAlarmId,
  reminderEnded,
  sortedReminders,
  supplyLastDay,
  validTimes,
  withoutReminder,
  withReminder,
  type MedicineReminder,
} from './reminders'

const reminder = (over: Partial<MedicineReminder> = {}): MedicineReminder => ({
  alarmId: reminderAlarmId('U1001', 'R202611090055', '2026-11-09', '645301220'),
  kind: 'OUTPATIENT',
  receptionId: 'R202611090055',
  orderDate: '2026-11-09',
  drugCode: '645301220',
  drugName: '노바스크정 5mg',
  times: ['08:30'],
  endDate: '2026-12-06',
  ...over,
})

describe('the supply', () => {
  it('ends on the prescription day plus its days, less one (28 days from 11-09: 12-06)', () => {
    expect(supplyLastDay('2026-11-09', 28)).toBe('2026-12-06')
    expect(supplyLastDay('2026-11-23', 1)).toBe('2026-11-23')
    expect(supplyLastDay('2026-12-25', 14)).toBe('2027-01-07')
  })

  it('is over the day after its last day', () => {
    expect(reminderEnded({ endDate: '2026-12-06' }, '2026-12-06')).toBe(false)
    expect(reminderEnded({ endDate: '2026-12-06' }, '2026-12-07')).toBe(true)
  })
})

describe('reminders on the phone', () => {
  it('names the alarm by person, prescription and medicine', () => {
    expect(reminder().alarmId).toBe('med-U1001-R202611090055-2026-11-09-645301220')
  })

  it('checks the times the patient typed', () => {
    expect(validTimes(['08:30', '18:30'])).toBe(true)
    expect(validTimes([])).toBe(false)
    expect(validTimes(['08:30', '08:30'])).toBe(false)
    expect(validTimes(['24:00'])).toBe(false)
    expect(validTimes([''])).toBe(false)
  })

  it('replaces a reminder with the same alarm, removes one, reads back only what it knows', () => {
    const one = withReminder(EMPTY_REMINDERS, reminder())
    const changed = withReminder(one, reminder({ times: ['09:00'] }))
    expect(changed.reminders).toEqual([reminder({ times: ['09:00'] })])
    expect(withoutReminder(changed, reminder().alarmId)).toEqual(EMPTY_REMINDERS)
    expect(parseReminders(JSON.parse(JSON.stringify(changed)))).toEqual(changed)
    expect(parseReminders({ version: 1, reminders: [reminder({ times: ['nine'] }), 3] })).toEqual(EMPTY_REMINDERS)
    expect(parseReminders('broken')).toEqual(EMPTY_REMINDERS)
  })

  it('lists the ringing ones first (ending soonest), then the ended (latest first)', () => {
    const a = reminder({ alarmId: 'a', endDate: '2026-12-06' })
    const b = reminder({ alarmId: 'b', endDate: '2026-11-25' })
    const c = reminder({ alarmId: 'c', endDate: '2026-11-20' })
    const d = reminder({ alarmId: 'd', endDate: '2026-11-22' })
    const { active, ended } = sortedReminders([a, b, c, d], '2026-11-23')
    expect(active.map((r) => r.alarmId)).toEqual(['b', 'a'])
    expect(ended.map((r) => r.alarmId)).toEqual(['d', 'c'])
  })
})

describe('the alarm the shell sets (shown on the lock screen)', () => {
  const withDosage = reminder({ dose: '1정', usage: '아침 식후 30분' })

  it('says only that it is time, by default: no medicine on the lock screen', () => {
    const alarm = reminderAlarm(withDosage, '2026-11-23', false)
    expect(alarm).toEqual({
      id: withDosage.alarmId,
      times: ['08:30'],
      startDate: '2026-11-23',
      endDate: '2026-12-06',
      title: '복약 알림',
      body: '약 드실 시간입니다.',
    })
    expect(JSON.stringify(alarm)).not.toContain('노바스크')
  })

  it('names the medicine, its dose and usage once the patient chose it', () => {
    expect(reminderAlarm(withDosage, '2026-11-23', true).body).toBe(
      '노바스크정 5mg 1정 드실 시간입니다. (아침 식후 30분)',
    )
    // A reminder kept before dose and usage were kept: the name alone.
    expect(reminderAlarm(reminder(), '2026-11-23', true).body).toBe('노바스크정 5mg 드실 시간입니다.')
  })

  it('starts on the prescription day when that is still to come', () => {
    expect(reminderAlarm(reminder({ orderDate: '2026-11-25' }), '2026-11-23', false).startDate).toBe('2026-11-25')
  })

  it('keeps dose and usage when read back, and drops a reminder whose dose is no text', () => {
    expect(parseReminders({ version: 1, reminders: [withDosage] }).reminders).toEqual([withDosage])
    expect(parseReminders({ version: 1, reminders: [{ ...withDosage, dose: 1 }] }).reminders).toEqual([])
  })
})
