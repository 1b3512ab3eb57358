import { describe, expect, it } from 'vitest'
import { fetchUserInfo, listMessages } from '@/api/generated/account'
import {
  cancelFirstVisitRequest,
  createFirstVisitRequest,
  listClinicAppointments,
  listFirstVisitRequests,
} from '@/api/generated/outpatient'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { sandbox } from '../../../mocks/node'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

// The sandbox's day is Monday 2026-11-23; the hospital holds clinic Sunday to Thursday and Friday morning.
const request = {
  departmentCode: 'IMC',
  symptoms: '두 달 전부터 계단을 오르면 가슴이 답답합니다.',
  preferredDates: ['2026-11-26', '2026-11-25'],
  preferredTime: 'MORNING' as const,
  consentYn: 'Y' as const,
  requestKey: '6a0f3c2e-1b4d-4e8f-9a7c-2d5e8f1b3c4a',
}

const answerNow = () =>
  fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/first-visit-answer'), { method: 'POST' })

describe('a first-visit request', () => {
  it('is received with the verified phone masked and the next clinic day as its answer day', async () => {
    signInAs('newcomer')
    const created = await createFirstVisitRequest(request)
    expect(created).toMatchObject({
      status: 'RECEIVED',
      departmentName: '순환기내과',
      preferredDates: ['2026-11-25', '2026-11-26'],
      answerBy: '2026-11-24',
      contactPhone: '010-****-1234',
    })
    expect(created.firstVisitId).toMatch(/^F20261123\d{4}$/)
    // The same attempt sent twice is one request; a second attempt while it waits is refused.
    expect(await createFirstVisitRequest(request)).toEqual(created)
    const second = await failure(createFirstVisitRequest({ ...request, requestKey: crypto.randomUUID() }))
    expect(second).toMatchObject({ status: 409, code: 'FIRST_VISIT_OPEN' })
    expect((await listFirstVisitRequests()).items).toEqual([created])
  })

  it('is booked by the desk on its answer day, with a patient number registered on the account', async () => {
    signInAs('newcomer')
    await createFirstVisitRequest(request)
    expect((await listFirstVisitRequests()).items[0]?.status).toBe('RECEIVED')
    sandbox.clock.set('2026-11-24T09:00:00+09:00')
    const [answered] = (await listFirstVisitRequests()).items
    expect(answered).toMatchObject({ status: 'BOOKED', booking: { departmentName: '순환기내과' } })
    const booking = answered?.booking
    expect(booking?.appointmentDate).toBe('2026-11-25')
    expect((booking?.appointmentTime ?? '') < '12:30').toBe(true)
    // The newcomer's own record (the seed has one for her) is found, not a second one made.
    expect(booking?.patientNo).toBe('10678901')
    expect((await fetchUserInfo()).patientNo).toBe(booking?.patientNo)
    const appointments = await listClinicAppointments()
    expect(appointments.find((a) => a.appointmentId === booking?.appointmentId)).toMatchObject({ visitType: 'FIRST' })
    expect((await listMessages(1, 5)).items[0]).toMatchObject({ title: '초진 예약 확정 안내' })
    // Answered, it can no longer be cancelled from here.
    const cancel = await failure(cancelFirstVisitRequest(answered?.firstVisitId ?? ''))
    expect(cancel).toMatchObject({ status: 409, code: 'FIRST_VISIT_ANSWERED' })
  })

  it('without a department gets a call from the desk (the scenario step answers at once)', async () => {
    signInAs('newcomer')
    const { departmentCode: _department, ...symptomsOnly } = request
    await createFirstVisitRequest(symptomsOnly)
    expect((await answerNow()).status).toBe(200)
    const [answered] = (await listFirstVisitRequests()).items
    expect(answered).toMatchObject({
      status: 'CALLBACK',
      callback: { callDate: '2026-11-24', callTime: 'MORNING', fromPhone: '02-2290-8000' },
    })
    expect((await fetchUserInfo()).patientNo).toBe('')
  })

  it('can be cancelled while it waits, and then asked again', async () => {
    signInAs('newcomer')
    const created = await createFirstVisitRequest(request)
    const cancelled = await cancelFirstVisitRequest(created.firstVisitId)
    expect(cancelled).toMatchObject({ status: 'CANCELLED' })
    expect(await cancelFirstVisitRequest(created.firstVisitId)).toEqual(cancelled)
    const again = await createFirstVisitRequest({ ...request, requestKey: crypto.randomUUID() })
    expect(again.status).toBe('RECEIVED')
  })

  it.each([
    ['neither department nor symptoms', { departmentCode: undefined, symptoms: undefined }, 400, 'SYMPTOMS_REQUIRED'],
    ['symptoms of blanks only', { departmentCode: undefined, symptoms: '   ' }, 400, 'SYMPTOMS_REQUIRED'],
    ['a Saturday', { preferredDates: ['2026-11-28'] }, 409, 'DATE_NOT_BOOKABLE'],
    ['today', { preferredDates: ['2026-11-23'] }, 409, 'DATE_NOT_BOOKABLE'],
    ['a holiday', { preferredDates: ['2026-12-25'] }, 409, 'DATE_NOT_BOOKABLE'],
    ['more than 30 days ahead', { preferredDates: ['2026-12-27'] }, 409, 'DATE_NOT_BOOKABLE'],
    ['an unknown department', { departmentCode: 'ZZZ' }, 404, 'NOT_FOUND'],
  ])('is refused for %s', async (_case, change, status, code) => {
    signInAs('newcomer')
    const body = Object.fromEntries(Object.entries({ ...request, ...change }).filter(([, v]) => v !== undefined))
    expect(await failure(createFirstVisitRequest(body as typeof request))).toMatchObject({ status, code })
    expect((await listFirstVisitRequests()).items).toEqual([])
  })

  it('is refused to an account that has a patient number, and another account cannot cancel one', async () => {
    signInAs('newcomer')
    const created = await createFirstVisitRequest(request)
    signInAs('outpatient')
    expect(await failure(createFirstVisitRequest({ ...request, requestKey: crypto.randomUUID() }))).toMatchObject({
      status: 409,
      code: 'ALREADY_PATIENT',
    })
    expect(await failure(cancelFirstVisitRequest(created.firstVisitId))).toMatchObject({ status: 404 })
    expect((await listFirstVisitRequests()).items).toEqual([])
  })
})
