/**
 * A prescription the doctor is changing (an app team proposal): the lists say so before the
 * patient taps send, the patient can ask to be told when it is done, and the hospital finishing
 * the change (the demo's step) tells them once in the message box. The 409 stays for a race.
 */
import { describe, expect, it } from 'vitest'
import { listMessages } from '@/api/generated/account'
import { listTodayPrescriptions } from '@/api/generated/outpatient'
import { listErxPrescriptions, requestModifyNotice } from '@/api/generated/prescription'
import { createRx } from '@/api/generated/rx'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

/** Last night's emergency room (이서연's): being changed. */
const ER = { prscNo: 'PR202611230007', receptionId: 'R202611230007' }
const EYE = 'PR202611230101'

async function modifiedStep() {
  const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/prescription-modified'), {
    method: 'POST',
  })
  return { status: response.status, body: (await response.json()) as { message?: string; reason?: string } }
}

const noticesOf = async () =>
  (await listMessages(1, 20)).items.filter((m) => m.title === words.modifying.doneNoticeTitle)

describe('a prescription the doctor is changing', () => {
  it('says so in the lists, tells the patient who asked when it is done, and then can be sent', async () => {
    signInAs('outpatient')
    const today = await listTodayPrescriptions('2026-11-23')
    expect(today.find((p) => p.prscNo === ER.prscNo)).toMatchObject({ modifying: 'Y', modifyNotice: 'N' })
    expect(today.find((p) => p.prscNo === EYE)).toMatchObject({ modifying: 'N' })
    expect((await listErxPrescriptions()).find((p) => p.prscNo === ER.prscNo)).toMatchObject({ modifying: 'Y' })

    // Asking twice is asking once.
    expect(await requestModifyNotice(ER.prscNo)).toEqual({ prscNo: ER.prscNo, modifyNotice: 'Y' })
    expect(await requestModifyNotice(ER.prscNo)).toEqual({ prscNo: ER.prscNo, modifyNotice: 'Y' })
    expect((await listErxPrescriptions()).find((p) => p.prscNo === ER.prscNo)).toMatchObject({ modifyNotice: 'Y' })
    // The race the lists cannot rule out stays refused by the service.
    expect(await failure(createRx({ ...ER }))).toMatchObject({ status: 409, code: 'RX_MODIFYING' })
    expect(await noticesOf()).toEqual([])

    const step = await modifiedStep()
    expect(step.status).toBe(200)
    expect(step.body.message).toContain('메시지함으로 알렸습니다')
    const notices = await noticesOf()
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      category: 'PRESCRIPTION',
      body: words.modifying.doneNoticeBody('응급의학과'),
      linkPath: '/prescriptions',
      clicked: 'N',
    })
    expect((await listErxPrescriptions()).find((p) => p.prscNo === ER.prscNo)).toMatchObject({
      modifying: 'N',
      modifyNotice: 'N',
    })
    expect(await createRx({ ...ER })).toMatchObject({ status: 'CREATED' })

    // Done: asking now is refused (the list is read again), and the step has nothing left.
    expect(await failure(requestModifyNotice(ER.prscNo))).toMatchObject({
      status: 409,
      code: 'RX_NOT_MODIFYING',
      reason: words.refusals.RX_NOT_MODIFYING,
    })
    expect(await modifiedStep()).toMatchObject({ status: 409, body: { reason: '수정하고 있는 처방전이 없습니다.' } })
    expect(await noticesOf()).toHaveLength(1)
  })

  it('finishes quietly when nobody asked', async () => {
    signInAs('outpatient')
    const step = await modifiedStep()
    expect(step.body.message).not.toContain('메시지함')
    expect(await noticesOf()).toEqual([])
  })

  it("refuses another patient's prescription as if it did not exist, and one that is not being changed", async () => {
    signInAs('family')
    expect(await failure(requestModifyNotice(ER.prscNo))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await failure(requestModifyNotice('PR209901010001'))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    signInAs('outpatient')
    expect(await failure(requestModifyNotice(EYE))).toMatchObject({ status: 409, code: 'RX_NOT_MODIFYING' })
    // The family's request left nothing behind.
    expect((await listErxPrescriptions()).find((p) => p.prscNo === ER.prscNo)).toMatchObject({ modifyNotice: 'N' })
  })
})
