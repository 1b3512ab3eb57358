/** The hospital's e-prescription service: service hours and the patient's prescriptions. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/prescription/prescription.zod'
import { isoDate, kst } from '@/shared/lib/dates'
import type { PrescriptionRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { issueRxToken } from '../lib/credentials'
import { operation } from '../lib/operation'
import { callerPatient } from '../lib/session'
import { modifyNoticeOperations } from './modify-notice'
import { isServiceOpen, SERVICE_HOURS, validUntil } from './rules'

type Prescription = zod.output<typeof PrescriptionRecord>

const RECENT_DAYS = 90

const toErx = (p: Prescription) => ({
  prscNo: p.prscNo,
  receptionId: p.receptionId,
  issuedAt: p.issuedAt,
  validUntil: validUntil(p.issuedAt),
  departmentName: p.departmentName,
  doctorName: p.doctorName,
  drugCount: p.drugCount,
  qrData: p.qrData,
  ...(p.rxId ? { rxId: p.rxId } : {}),
  ...(p.pharmCode ? { pharmCode: p.pharmCode } : {}),
  ...(p.pharmName ? { pharmName: p.pharmName } : {}),
  modifying: p.modifying ?? 'N',
  modifyNotice: p.modifyNotice ?? 'N',
})

function prescriptionsOf(patientNo: string): Prescription[] {
  return sandbox.db.prescriptions
    .findMany((q) => q.where({ patient: { patientNo } }))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
}

export const prescriptionOperations = [
  operation({
    operationId: 'issueRxToken',
    method: 'post',
    path: '/api/prescription/rx-token',
    auth: true,
    response: z.IssueRxTokenResponse,
    // The acting patient's (a family member after a switch): the service takes the patient from it.
    resolve: ({ caller }) => issueRxToken(callerPatient(caller).patientNo),
  }),

  operation({
    operationId: 'fetchErxServiceTime',
    method: 'get',
    path: '/api/prescription/hospTime',
    auth: true,
    response: z.FetchErxServiceTimeResponse,
    resolve() {
      return {
        serverTime: sandbox.clock.nowIso(),
        serviceStart: SERVICE_HOURS.start,
        serviceEnd: SERVICE_HOURS.end,
        isOpen: isServiceOpen() ? ('Y' as const) : ('N' as const),
      }
    },
  }),

  operation({
    operationId: 'listErxPrescriptions',
    method: 'get',
    path: '/api/prescription/rxlist',
    auth: true,
    response: z.ListErxPrescriptionsResponse,
    resolve({ caller }) {
      const from = kst(sandbox.clock.now()).subtract(RECENT_DAYS, 'day').format('YYYY-MM-DD')
      return prescriptionsOf(callerPatient(caller).patientNo)
        .filter((p) => isoDate(p.issuedAt) >= from)
        .map(toErx)
    },
  }),

  operation({
    operationId: 'listErxPrescriptionsByQuarter',
    method: 'get',
    path: '/api/prescription/rxlistQuarter/{year}/{quarter}',
    auth: true,
    params: z.ListErxPrescriptionsByQuarterParams,
    response: z.ListErxPrescriptionsByQuarterResponse,
    resolve({ caller, params }) {
      const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1
      return prescriptionsOf(callerPatient(caller).patientNo)
        .filter((p) => {
          const day = isoDate(p.issuedAt)
          return Number(day.slice(0, 4)) === params.year && quarterOf(day) === params.quarter
        })
        .map(toErx)
    },
  }),
  ...modifyNoticeOperations,
]
