/**
 * Collects the seed's records in snapshot form (relations written as `patientRef`/`stayRef`),
 * typed by the database's record schemas.
 */
import type { z } from 'zod'
import type { CollectionName } from '../db/database'
import type * as s from '../db/schemas'
import { SNAPSHOT_VERSION, type WorldSnapshot } from '../db/snapshot'

type In<S extends z.ZodType> = z.input<S>
type Owned<T, R extends 'patient' | 'stay'> = Omit<T, R> & Record<`${R}Ref`, string>

export interface SeedRecords {
  departments: In<typeof s.DepartmentRecord>
  doctors: In<typeof s.DoctorRecord>
  notices: In<typeof s.NoticeRecord>
  terms: In<typeof s.TermsRecord>
  telephones: In<typeof s.TelephoneRecord>
  hospitalInfo: In<typeof s.HospitalInfoRecord>
  pharmacies: In<typeof s.PharmacyRecord>
  patients: In<typeof s.PatientRecord>
  users: In<typeof s.UserRecord>
  sessions: In<typeof s.SessionRecord>
  refreshTokens: In<typeof s.RefreshTokenRecord>
  verifications: In<typeof s.VerificationRecord>
  rxTokens: In<typeof s.RxTokenRecord>
  cardApprovals: In<typeof s.CardApprovalRecord>
  cardRegistrations: In<typeof s.CardRegistrationRecord>
  pushTokens: In<typeof s.PushTokenRecord>
  messages: In<typeof s.MessageRecord>
  inquiries: In<typeof s.InquiryRecord>
  firstVisits: In<typeof s.FirstVisitRecord>
  visitLogs: In<typeof s.VisitLogRecord>
  withdrawals: In<typeof s.WithdrawalRecord>
  stays: Owned<In<typeof s.InpatientStayRecord>, 'patient'>
  clinicVisits: Owned<In<typeof s.ClinicVisitRecord>, 'patient'>
  testVisits: Owned<In<typeof s.TestVisitRecord>, 'patient'>
  bills: Owned<In<typeof s.BillRecord>, 'patient'>
  payments: Owned<In<typeof s.PaymentRecord>, 'patient'>
  medicineOrders: Owned<In<typeof s.MedicineOrderRecord>, 'patient'>
  testResults: Owned<In<typeof s.TestResultRecord>, 'patient'>
  prescriptions: Owned<In<typeof s.PrescriptionRecord>, 'patient'>
  rxOrders: Owned<In<typeof s.RxOrderRecord>, 'patient'>
  rxPayments: Owned<In<typeof s.RxPaymentRecord>, 'patient'>
  favouritePharmacies: Owned<In<typeof s.FavouritePharmacyRecord>, 'patient'>
  cars: Owned<In<typeof s.CarRecord>, 'patient'>
  hipassCards: Owned<In<typeof s.HipassCardRecord>, 'patient'>
  ubPays: Owned<In<typeof s.UbPayRecord>, 'patient'>
  paymentOrders: Owned<In<typeof s.PaymentOrderRecord>, 'patient'>
  documentFees: Owned<In<typeof s.DocumentFeeRecord>, 'patient'>
  checkupAppointments: Owned<In<typeof s.CheckupAppointmentRecord>, 'patient'>
  checkupRecords: Owned<In<typeof s.CheckupRecordRecord>, 'patient'>
  surgeries: Owned<In<typeof s.SurgeryRecord>, 'stay'>
  rounds: Owned<In<typeof s.RoundRecord>, 'stay'>
  meals: Owned<In<typeof s.MealRecord>, 'stay'>
  inpatientSchedule: Owned<In<typeof s.InpatientScheduleRecord>, 'stay'>
}

// Every collection of the database has a seed type, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _everyCollectionSeeded: Exact<keyof SeedRecords, CollectionName> = true

export class WorldBuilder {
  private readonly collections: { [K in keyof SeedRecords]?: SeedRecords[K][] } = {}

  add<K extends keyof SeedRecords>(name: K, ...records: SeedRecords[K][]): void {
    const list = (this.collections[name] ??= []) as SeedRecords[K][]
    list.push(...records)
  }

  list<K extends keyof SeedRecords>(name: K): readonly SeedRecords[K][] {
    return this.collections[name] ?? []
  }

  snapshot(now: string, counters: Record<string, number> = {}): WorldSnapshot {
    void _everyCollectionSeeded
    return {
      version: SNAPSHOT_VERSION,
      now,
      counters,
      collections: structuredClone(this.collections),
    }
  }
}
