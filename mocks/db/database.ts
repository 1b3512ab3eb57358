/**
 * The sandbox database: one @msw/data collection per kind of record, with the relations the
 * domain has (a patient's visits, bills, payments, results ...; an inpatient stay's surgeries,
 * rounds, meals and schedule).
 */
import { Collection } from '@msw/data'
import type { z } from 'zod'
import * as s from './schemas'

type AnyRecordSchema = z.ZodObject

/**
 * While a checked world is loaded, records are taken as they are: @msw/data validates every
 * record it creates with its schema, which costs the demo about a second of a phone's main
 * thread at start-up. The demo loads only worlds that were checked already: the seed, checked
 * with these schemas at build time (mocks/seed/print-world.ts), or its own saved state, dumped
 * from a database that checked every change. Everything else (tests, the mock server, every
 * create and update of a handler) is validated.
 */
let trusting = false

export async function withoutValidation<T>(work: () => Promise<T>): Promise<T> {
  trusting = true
  try {
    return await work()
  } finally {
    trusting = false
  }
}

function collection<S extends AnyRecordSchema>(schema: S) {
  const checked = schema['~standard']
  const trusted: S['~standard'] = {
    ...checked,
    validate: (value) => (trusting ? { value: value as z.output<S> } : checked.validate(value)),
  }
  // The schema itself, with only its validation wrapped.
  const wrapped = Object.create(schema) as S
  Object.defineProperty(wrapped, '~standard', { value: trusted })
  return new Collection({ schema: wrapped })
}

export function createDatabase() {
  const patients = collection(s.PatientRecord)
  const stays = collection(s.InpatientStayRecord)

  const patientOwned = {
    clinicVisits: collection(s.ClinicVisitRecord),
    testVisits: collection(s.TestVisitRecord),
    bills: collection(s.BillRecord),
    payments: collection(s.PaymentRecord),
    medicineOrders: collection(s.MedicineOrderRecord),
    testResults: collection(s.TestResultRecord),
    prescriptions: collection(s.PrescriptionRecord),
    rxOrders: collection(s.RxOrderRecord),
    rxPayments: collection(s.RxPaymentRecord),
    favouritePharmacies: collection(s.FavouritePharmacyRecord),
    cars: collection(s.CarRecord),
    hipassCards: collection(s.HipassCardRecord),
    ubPays: collection(s.UbPayRecord),
    paymentOrders: collection(s.PaymentOrderRecord),
    documentFees: collection(s.DocumentFeeRecord),
    checkupAppointments: collection(s.CheckupAppointmentRecord),
    checkupRecords: collection(s.CheckupRecordRecord),
  }
  const stayOwned = {
    surgeries: collection(s.SurgeryRecord),
    rounds: collection(s.RoundRecord),
    meals: collection(s.MealRecord),
    inpatientSchedule: collection(s.InpatientScheduleRecord),
  }

  stays.defineRelations(({ one }) => ({ patient: one(patients) }))
  for (const owned of Object.values(patientOwned)) {
    ;(owned as Collection<typeof s.BillRecord>).defineRelations(({ one }) => ({ patient: one(patients) }))
  }
  for (const owned of Object.values(stayOwned)) {
    ;(owned as Collection<typeof s.SurgeryRecord>).defineRelations(({ one }) => ({ stay: one(stays) }))
  }

  return {
    departments: collection(s.DepartmentRecord),
    doctors: collection(s.DoctorRecord),
    notices: collection(s.NoticeRecord),
    terms: collection(s.TermsRecord),
    telephones: collection(s.TelephoneRecord),
    hospitalInfo: collection(s.HospitalInfoRecord),
    pharmacies: collection(s.PharmacyRecord),
    patients,
    users: collection(s.UserRecord),
    sessions: collection(s.SessionRecord),
    refreshTokens: collection(s.RefreshTokenRecord),
    verifications: collection(s.VerificationRecord),
    rxTokens: collection(s.RxTokenRecord),
    cardApprovals: collection(s.CardApprovalRecord),
    cardRegistrations: collection(s.CardRegistrationRecord),
    pushTokens: collection(s.PushTokenRecord),
    messages: collection(s.MessageRecord),
    inquiries: collection(s.InquiryRecord),
    firstVisits: collection(s.FirstVisitRecord),
    visitLogs: collection(s.VisitLogRecord),
    withdrawals: collection(s.WithdrawalRecord),
    stays,
    ...patientOwned,
    ...stayOwned,
  }
}

export type Database = ReturnType<typeof createDatabase>
export type CollectionName = keyof Database

/** The relation fields and how a snapshot writes them: as the related record's key. */
export const RELATIONS = {
  patient: { collection: 'patients', key: 'patientNo' },
  stay: { collection: 'stays', key: 'receptionId' },
} as const satisfies Record<string, { collection: CollectionName; key: string }>

/** Collections whose records point to others load after them. */
export const LOAD_ORDER: CollectionName[] = ['patients', 'stays']
