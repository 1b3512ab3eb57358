/**
 * The hospital's facts about a prescription that the e-prescription service also respects: the
 * service hours, the prescription's validity, and whether the doctor is changing it right now.
 */
import type { z } from 'zod'
import { isoDate, kst } from '@/shared/lib/dates'
import type { PrescriptionRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'

type Prescription = z.output<typeof PrescriptionRecord>

/** Prescriptions can be sent from 08:00 to 20:00, Korea time. */
export const SERVICE_HOURS = { start: '08:00', end: '20:00' } as const

/** A prescription is valid on the day it is issued and the two days after. */
const VALID_DAYS = 3

export function isServiceOpen(now: Date = sandbox.clock.now()): boolean {
  const time = kst(now).format('HH:mm')
  return time >= SERVICE_HOURS.start && time < SERVICE_HOURS.end
}

export const validUntil = (issuedAt: string): string =>
  kst(isoDate(issuedAt))
    .add(VALID_DAYS - 1, 'day')
    .format('YYYY-MM-DD')

export const isExpired = (slip: Pick<Prescription, 'issuedAt'>): boolean =>
  sandbox.clock.today() > validUntil(slip.issuedAt)

/** The hospital is changing it until it says it is done (the demo's 처방 수정 끝내기 step). */
export const isModifying = (slip: Pick<Prescription, 'modifying'>): boolean => slip.modifying === 'Y'

export const findSlip = (prscNo: string): Prescription | undefined =>
  sandbox.db.prescriptions.findFirst((q) => q.where({ prscNo }))
