import { describe, expect, it } from 'vitest'
import { bookingSearch, bookingWindow, findMadeBooking, readBooking, sameDoctorSameDay } from './booking'

describe('readBooking', () => {
  it('reads a booking from the address', () => {
    const params = new URLSearchParams(
      'departmentCode=IMC&doctorCode=D1001&visitType=REVISIT&date=2026-11-30&time=10:15',
    )
    expect(readBooking(params)).toEqual({
      departmentCode: 'IMC',
      doctorCode: 'D1001',
      visitType: 'REVISIT',
      date: '2026-11-30',
      time: '10:15',
    })
  })

  it('leaves out what is malformed', () => {
    const params = new URLSearchParams('departmentCode=IMC/../x&visitType=OTHER&date=30.11.2026&time=25:00')
    expect(readBooking(params)).toEqual({
      departmentCode: undefined,
      doctorCode: undefined,
      visitType: undefined,
      date: undefined,
      time: undefined,
    })
  })
})

describe('bookingSearch', () => {
  it('writes the booking back without empty values', () => {
    expect(bookingSearch({ departmentCode: 'IMC', doctorCode: 'D1001', time: undefined })).toEqual({
      departmentCode: 'IMC',
      doctorCode: 'D1001',
    })
  })
})

describe('bookingWindow', () => {
  it('opens tomorrow and reaches 60 days ahead', () => {
    expect(bookingWindow('2026-11-23')).toEqual({ start: '2026-11-24', end: '2027-01-22' })
  })
})

describe('findMadeBooking (after a booking call that got no answer)', () => {
  const listed = [
    {
      appointmentId: 'A1',
      scheduleDate: '2026-11-30',
      appointmentTime: '09:30',
      departmentCode: 'IMC',
      doctorCode: 'D1',
    },
    {
      appointmentId: 'A2',
      scheduleDate: '2026-11-30',
      appointmentTime: '10:00',
      departmentCode: 'IMC',
      doctorCode: 'D2',
    },
  ]
  it('finds the booking of the same doctor, day and time', () => {
    expect(
      findMadeBooking(listed, { departmentCode: 'IMC', doctorCode: 'D2', date: '2026-11-30', time: '10:00' }),
    ).toMatchObject({ appointmentId: 'A2' })
  })
  it('finds nothing when the server did not make it', () => {
    expect(
      findMadeBooking(listed, { departmentCode: 'IMC', doctorCode: 'D2', date: '2026-11-30', time: '09:30' }),
    ).toBeUndefined()
  })
})

describe('sameDoctorSameDay (asked before a second booking)', () => {
  const listed = [
    { departmentCode: 'IMC', doctorCode: 'D1', scheduleDate: '2026-11-30', appointmentTime: '10:00' },
    { departmentCode: 'IMC', doctorCode: 'D1', scheduleDate: '2026-12-01', appointmentTime: '10:00' },
    { departmentCode: 'IMC', doctorCode: 'D2', scheduleDate: '2026-11-30', appointmentTime: '11:00' },
  ]

  it('finds a booking with the same doctor on the same day, at any time', () => {
    expect(sameDoctorSameDay(listed, { doctorCode: 'D1', date: '2026-11-30' })).toEqual([listed[0]])
  })

  it('lets another day or another doctor pass', () => {
    expect(sameDoctorSameDay(listed, { doctorCode: 'D1', date: '2026-12-02' })).toEqual([])
    expect(sameDoctorSameDay(listed, { doctorCode: 'D3', date: '2026-11-30' })).toEqual([])
  })
})
