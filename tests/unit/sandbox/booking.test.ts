import { describe, expect, it } from 'vitest'
import { fetchTimeline, fetchTodaySchedule } from '@/api/generated/common'
import {
  cancelAppointment,
  createAppointment,
  fetchAppointmentOverview,
  listAvailableTimes,
  listClinicAppointments,
} from '@/api/generated/outpatient'
import { fetchDoctor } from '@/api/generated/hospital'
import { listMessages } from '@/api/generated/account'
import { sandbox } from '../../../mocks/node'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const booking = {
  patientNo: '10234567',
  departmentCode: 'IMC',
  doctorCode: 'D1001',
  visitType: 'REVISIT' as const,
  appointmentDate: '2026-11-26',
  appointmentTime: '15:00',
  requestKey: '0f4b2a86-9d1e-4c3a-8f7e-1b2c3d4e5f60',
}

const slotOf = async (time: string) =>
  (await listAvailableTimes('IMC', 'D1001', 'REVISIT', '2026-11-26')).find((t) => t.appointmentTime === time)

describe('a booking', () => {
  it('takes its slot and appears in the clinic inquiry, the overview, the timeline and the message box', async () => {
    signInAs('outpatient')
    expect(await slotOf('15:00')).toEqual({ appointmentTime: '15:00', isAvailable: 'Y' })

    const result = await createAppointment(booking)
    expect(result).toMatchObject({ appointmentDate: '2026-11-26', appointmentTime: '15:00', doctorName: '김성훈' })

    expect(await slotOf('15:00')).toEqual({ appointmentTime: '15:00', isAvailable: 'N' })
    const inquiry = await listClinicAppointments()
    expect(inquiry.find((a) => a.appointmentId === result.appointmentId)).toMatchObject({ canCancel: 'Y' })
    const overview = await fetchAppointmentOverview()
    expect(overview.appointmentClinicDto.map((a) => a.appointmentId)).toContain(result.appointmentId)
    const timeline = await fetchTimeline()
    expect(timeline.find((e) => e.appointmentId === result.appointmentId)).toMatchObject({ scheduleType: 'OUTPATIENT' })
    const messages = await listMessages(1, 5)
    expect(messages.items[0]).toMatchObject({ category: 'APPOINTMENT', title: '진료 예약 완료' })
  })

  it("is on that day's schedule when the day comes", async () => {
    signInAs('outpatient')
    await createAppointment(booking)
    expect((await fetchTodaySchedule()).some((s) => s.scheduleTime === '15:00')).toBe(false)
    sandbox.clock.set('2026-11-26T08:00:00+09:00')
    const visit = (await fetchTodaySchedule()).find((s) => s.scheduleTime === '15:00')
    expect(visit).toMatchObject({ scheduleType: 'OUTPATIENT', doctorName: '김성훈', arrivalYn: 'N' })
    expect(visit?.receptionId).toMatch(/^R20261126\d{4}$/)
  })

  it('is made once even when the same attempt is sent twice (a double tap)', async () => {
    signInAs('outpatient')
    const [first, second] = await Promise.all([createAppointment(booking), createAppointment(booking)])
    expect(second.appointmentId).toBe(first.appointmentId)
    const sameSlot = (await listClinicAppointments()).filter(
      (a) => a.scheduleDate === '2026-11-26' && a.appointmentTime === '15:00',
    )
    expect(sameSlot).toHaveLength(1)
  })

  it('is refused for a slot someone else holds', async () => {
    signInAs('outpatient')
    expect(await slotOf('14:00')).toMatchObject({ isAvailable: 'N' })
    const error = await failure(
      createAppointment({ ...booking, appointmentTime: '14:00', requestKey: crypto.randomUUID() }),
    )
    expect(error).toMatchObject({
      status: 409,
      code: 'SLOT_TAKEN',
      reason: '이미 예약된 시간입니다. 다른 시간을 선택해 주세요.',
    })
  })

  it('is refused for a doctor who cannot be booked on mobile', async () => {
    signInAs('outpatient')
    expect((await fetchDoctor('OS', 'D1301')).isBookable).toBe('N')
    const error = await failure(
      createAppointment({ ...booking, departmentCode: 'OS', doctorCode: 'D1301', requestKey: crypto.randomUUID() }),
    )
    expect(error).toMatchObject({ status: 409, code: 'NOT_BOOKABLE' })
    expect(error.reason).toContain('전화 또는 방문')
  })

  it('is cancelled, which frees its slot and takes it off the inquiry', async () => {
    signInAs('outpatient')
    const { appointmentId } = await createAppointment(booking)
    await cancelAppointment({ appointmentId })
    expect((await listClinicAppointments()).map((a) => a.appointmentId)).not.toContain(appointmentId)
    expect(await slotOf('15:00')).toMatchObject({ isAvailable: 'Y' })
    expect((await fetchTimeline()).map((e) => e.appointmentId)).not.toContain(appointmentId)
  })

  it('cannot be cancelled once the patient has checked in or the day has passed', async () => {
    signInAs('outpatient')
    const past = (await listClinicAppointments()).find((a) => a.scheduleDate === '2026-11-09')!
    expect(past.canCancel).toBe('N')
    const error = await failure(cancelAppointment({ appointmentId: past.appointmentId }))
    expect(error).toMatchObject({ status: 409, code: 'CANCEL_NOT_ALLOWED' })
  })

  it('lists clinic bookings by date then time, latest first', async () => {
    signInAs('outpatient')
    const list = await listClinicAppointments()
    const keys = list.map((a) => `${a.scheduleDate} ${a.appointmentTime}`)
    expect(keys).toEqual([...keys].sort().reverse())
  })
})
