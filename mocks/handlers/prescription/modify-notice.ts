/**
 * The hospital changing a prescription (an app team proposal): the lists say so (`modifying`), the
 * patient can ask to be told when it is done (`requestModifyNotice`), and when the hospital
 * finishes (the demo's 처방 수정 끝내기 step) it tells them once in the message box.
 */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/prescription/prescription.zod'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import type { PrescriptionRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient } from '../lib/session'
import { notify } from '../lib/views'
import { isModifying } from './rules'

type Prescription = zod.output<typeof PrescriptionRecord>

/** Every prescription the hospital is changing now, the oldest first. */
export const modifyingPrescriptions = (): Prescription[] =>
  sandbox.db.prescriptions
    .findMany((q) => q.where({ modifying: 'Y' }))
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt))

/**
 * The hospital has finished changing the prescription: it can be sent again, and the account that
 * holds the patient number hears of it if it asked (once: the request is used up).
 */
export async function finishModifying(slip: Prescription): Promise<{ notified: boolean }> {
  const notified = slip.modifyNotice === 'Y'
  await sandbox.db.prescriptions.update((q) => q.where({ prscNo: slip.prscNo }), {
    data(p) {
      p.modifying = 'N'
      p.modifyNotice = 'N'
    },
  })
  if (notified) {
    const holders = sandbox.db.users.findMany((q) => q.where({ patientNo: slip.patient.patientNo }))
    for (const user of holders) {
      await notify(user.userId, {
        category: 'PRESCRIPTION',
        title: words.modifying.doneNoticeTitle,
        body: words.modifying.doneNoticeBody(slip.departmentName),
        linkPath: '/prescriptions',
      })
    }
  }
  return { notified }
}

export const modifyNoticeOperations = [
  operation({
    operationId: 'requestModifyNotice',
    method: 'put',
    path: '/api/prescription/{prscNo}/modify-notice',
    auth: true,
    params: z.RequestModifyNoticeParams,
    response: z.RequestModifyNoticeResponse,
    async resolve({ caller, params }) {
      const { patientNo } = callerPatient(caller)
      // Another patient's prescription is not found, as if it did not exist.
      const slip =
        sandbox.db.prescriptions.findFirst((q) => q.where({ prscNo: params.prscNo, patient: { patientNo } })) ??
        notFound()
      if (!isModifying(slip)) return refuse(409, 'RX_NOT_MODIFYING')
      // Asking again changes nothing: the patient hears once.
      if (slip.modifyNotice !== 'Y') {
        await sandbox.db.prescriptions.update((q) => q.where({ prscNo: slip.prscNo }), {
          data(p) {
            p.modifyNotice = 'Y'
          },
        })
      }
      return { prscNo: slip.prscNo, modifyNotice: 'Y' as const }
    },
  }),
]
