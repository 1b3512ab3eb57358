/**
 * The sandbox's record schemas, built from the Zod schemas orval generates from the contracts.
 * A record is the contract's shape plus what the server keeps behind it (state, secrets, keys),
 * so the mock world cannot drift from the contracts: change a contract, regenerate, and the
 * type checker walks through every collection and handler that must follow.
 *
 * Patient-owned records point to their patient with a real relation (`patient`), and the
 * inpatient details to their stay (`stay`), instead of copying the patient number around.
 */
import { z } from 'zod'
import * as account from '@/api/generated/account/account.zod'
import * as checkup from '@/api/generated/checkup/checkup.zod'
import * as common from '@/api/generated/common/common.zod'
import * as hospital from '@/api/generated/hospital/hospital.zod'
import * as inpatient from '@/api/generated/inpatient/inpatient.zod'
import * as outpatient from '@/api/generated/outpatient/outpatient.zod'
import * as rx from '@/api/generated/rx/rx.zod'

const YesNo = account.YesNo
const IsoDate = account.IsoDate
const DateTime = account.DateTime

// ---- the hospital -------------------------------------------------------------------------

export const DepartmentRecord = hospital.DepartmentDetail.extend({ sortOrder: z.int() })

export const DoctorRecord = hospital.DoctorDetail.extend({
  /** Minutes between bookable times. */
  slotMinutes: z.int().positive(),
  sortOrder: z.int(),
})

export const NoticeRecord = hospital.NoticeDetail

export const TermsRecord = account.TermsDetail.extend({
  categories: z.array(account.TermsCategory),
  required: YesNo,
})

export const TelephoneRecord = hospital.TelephoneEntry.extend({ id: z.int() })

export const HospitalInfoRecord = hospital.HospitalInfo

export const PharmacyRecord = rx.Pharmacy

// ---- people and sessions ----------------------------------------------------------------

/** A patient of the hospital (the hospital's own registry, app account or not). */
export const PatientRecord = z.object({
  patientNo: account.PatientNo,
  name: z.string(),
  birthDate: IsoDate,
  residentNumber: account.ResidentNumber,
  gender: account.Gender,
  cellphoneNumber: account.CellphoneNumber,
  /**
   * A child's guardian as the hospital's desk recorded them (the CI of the identity the guardian
   * verified there): the only account that may link the child's record from the app.
   */
  guardianCi: z.string().optional(),
})

/** An app account. */
export const UserRecord = account.UserInfo.extend({
  ci: z.string(),
  relation: account.Relation,
  agreedTermsIds: z.array(z.int()),
  marketingYn: YesNo,
  createdAt: DateTime,
  lastLoginAt: DateTime,
  /** The persona this account belongs to in the demo (for the persona switcher). */
  persona: z.string().optional(),
})

export const SessionRecord = z.object({
  token: z.string(),
  /** The account the token acts as (a family member after a switch). */
  userId: account.UserId,
  /** The account that signed in. */
  mainUserId: account.UserId,
  issuedAt: DateTime,
  /** When the access token stops working (an hour after issue). A persona's seeded token has none. */
  expiresAt: DateTime.optional(),
  /** The sign-in this token belongs to (its refresh credential's chain): revoked together. */
  signInId: z.string().optional(),
  /**
   * When a sign-in with no refresh credential ends (a kiosk's: 30 minutes): no token of it,
   * renewed or not, outlives it.
   */
  signInEndsAt: DateTime.optional(),
  revoked: z.boolean(),
})

/**
 * A refresh credential. Each sign-in starts a chain (`signInId`) bound to one device; every use
 * retires the credential it used and issues the next one. A retired credential used again
 * revokes the chain and every token issued from it.
 */
export const RefreshTokenRecord = z.object({
  refreshToken: z.string(),
  signInId: z.string(),
  userId: account.UserId,
  deviceId: z.string(),
  issuedAt: DateTime,
  expiresAt: DateTime,
  status: z.enum(['ACTIVE', 'USED', 'REVOKED']),
})

/**
 * A phone identity verification held by the server under its handle: started by the shell for a
 * device, completed by the identity provider (the person it verified), used once.
 */
export const VerificationRecord = z.object({
  verificationId: z.string(),
  deviceId: z.string(),
  createdAt: DateTime,
  expiresAt: DateTime,
  status: z.enum(['STARTED', 'VERIFIED', 'USED']),
  /** What the provider verified (never sent to the app beyond VerifiedPerson). */
  person: z
    .object({
      ci: z.string(),
      userName: z.string(),
      birthDate: account.BirthDate8,
      cellphoneNumber: account.CellphoneNumber,
      gender: account.Gender,
    })
    .optional(),
})

/** The e-prescription service's short-lived tokens: whose they are and until when. */
export const RxTokenRecord = z.object({
  rxToken: z.string(),
  patientNo: account.PatientNo,
  expiresAt: DateTime,
})

/**
 * The card processor's own record of an approval (KCP or KOCES), which the hospital's server
 * asks by order id: what the card page approved, for which merchant and amount.
 */
export const CardApprovalRecord = z.object({
  orderId: z.string(),
  provider: account.CardProvider,
  siteCode: z.string(),
  amount: account.Won,
  approvalNo: z.string(),
  approvedAt: DateTime,
  cardName: z.string(),
  status: z.enum(['APPROVED', 'CANCELLED']),
})

/**
 * The card-management service's (SK pay's) own record of a card registration, which the
 * hospital's server asks by card token: the one-time authorization the hospital gave (for whom),
 * and the card its page registered with it.
 */
export const CardRegistrationRecord = z.object({
  authToken: z.string(),
  patientNo: account.PatientNo,
  ownerUserId: account.UserId,
  expiresAt: DateTime,
  status: z.enum(['AUTHORIZED', 'REGISTERED', 'USED']),
  cardToken: z.string().optional(),
  cardName: z.string().optional(),
  maskedCardNo: z.string().optional(),
})

export const PushTokenRecord = account.PushTokenRequest.extend({ userId: account.UserId, registeredAt: DateTime })

export const MessageRecord = account.MessageItem.extend({ userId: account.UserId })

/**
 * A first-visit request (the app team's proposal): what the hospital's booking desk answers, with
 * the key that makes a double tap send once.
 */
export const FirstVisitRecord = outpatient.FirstVisitRequest.extend({ userId: account.UserId, requestKey: z.string() })

/** A 1:1 inquiry (the app team's proposal), with the key that makes a double tap send once. */
export const InquiryRecord = account.InquiryDetail.extend({ userId: account.UserId, requestKey: z.string().optional() })

export const VisitLogRecord = z.object({ userId: account.UserId, visitDate: IsoDate })

export const WithdrawalRecord = account.WithdrawalResult.extend({
  reasonCode: account.WithdrawalReason,
  reasonText: z.string(),
})

// ---- patient-owned records (relation `patient`) --------------------------------------------

const patient = {
  get patient() {
    return PatientRecord
  },
}

export const VisitStatus = z.enum(['BOOKED', 'CANCELLED', 'COMPLETED'])

/** An outpatient clinic visit: booked, today's, or past. */
export const ClinicVisitRecord = outpatient.ClinicAppointment.omit({ patientNo: true, canCancel: true }).extend({
  ...patient,
  receptionId: account.ReceptionId,
  status: VisitStatus,
  treatmentStatus: account.TreatmentStatus,
  arrivalYn: YesNo,
  chg_seq: z.int(),
  /** People ahead when the patient arrives, and how many times the number was read since. */
  queueAhead: z.int(),
  queuePolls: z.int(),
  requestKey: z.string().optional(),
  createdAt: DateTime,
  cancelledAt: DateTime.optional(),
})

export const TestVisitRecord = outpatient.TestAppointment.omit({ patientNo: true }).extend({
  ...patient,
  receptionId: account.ReceptionId,
  status: VisitStatus,
})

export const BillRecord = outpatient.Bill.extend({
  ...patient,
  status: z.enum(['UNPAID', 'PAID']),
  paymentId: z.string().optional(),
})

export const PaymentKind = z.enum(['OUTPATIENT', 'INPATIENT'])

export const PaymentRecord = account.PaymentDetail.extend({
  ...patient,
  kind: PaymentKind,
  billIds: z.array(z.string()),
  orderId: z.string().optional(),
  provider: account.CardProvider.optional(),
  /** The account that paid (another patient's account for a proxy payment). */
  paidByUserId: account.UserId.optional(),
  /** The stay an inpatient payment settled (its interim bill). */
  receptionId: account.ReceptionId.optional(),
})

export const MedicineOrderRecord = account.MedicineDetail.extend({
  ...patient,
  kind: PaymentKind,
  totalDays: z.int(),
})

export const TestResultRecord = common.TestResultDetail.extend({
  ...patient,
  kind: PaymentKind,
  category: z.string(),
  isReady: YesNo,
})

/**
 * A prescription slip. `modifying` (the slip's own field, an app team proposal): the hospital is
 * changing it until the demo's 처방 수정 끝내기 step, and the e-prescription service refuses it
 * meanwhile; `modifyNotice`: the patient asked to be told when the change is done.
 */
export const PrescriptionRecord = outpatient.PrescriptionSlip.extend({
  ...patient,
  /** The QR text the pharmacy scans. */
  qrData: z.string(),
  /** Car insurance or industrial accident: the pharmacy charge is settled at the hospital's counter. */
  counterOnly: z.boolean(),
})

/**
 * The e-prescription service's record of a prescription: its step (rx-flow.ts's rules), the
 * pharmacy's charge and whether it is paid. What the service reports as `payment` is derived.
 */
export const RxOrderRecord = rx.RxState.omit({ patientNo: true, payment: true }).extend({
  ...patient,
  receptionId: account.ReceptionId,
  amount: account.Won,
  /** The pharmacy has set the charge (when it accepted). */
  isCostReady: YesNo,
  paid: YesNo,
  counterOnly: YesNo,
})

/** A pharmacy charge paid in the app, with the card approval that paid it (cancelled with it). */
export const RxPaymentRecord = rx.RxPayment.extend({
  ...patient,
  orderId: z.string().optional(),
  provider: account.CardProvider.optional(),
})

export const FavouritePharmacyRecord = z.object({ ...patient, pharmCode: z.string(), addedAt: DateTime })

export const CarRecord = common.RegisteredCar.extend({ ...patient })

export const HipassCardRecord = common.HipassCard.extend({ ...patient })

export const UbPayRecord = common.UbPayStatus.extend({
  ...patient,
  billIds: z.array(z.string()),
  /** The main account that asked (only it may read the result). */
  payerUserId: account.UserId,
})

/** A document's issuing fee paid in the app (payDocumentFee): the document is then the patient's to download. */
export const DocumentFeeRecord = z.object({
  ...patient,
  receptionId: account.ReceptionId,
  documentType: common.VisitDocumentType,
  orderId: z.string(),
  paymentId: z.string(),
  amount: account.Won,
  approvalNo: z.string(),
  paidAt: DateTime,
})

/** A card payment under way: hash issued, then approved by the card provider. */
export const PaymentOrderRecord = z.object({
  ...patient,
  orderId: z.string(),
  amount: account.Won,
  provider: account.CardProvider,
  hash: z.string(),
  siteCode: z.string(),
  /** The account that asked for the hash (the main account): the only one that may see or cancel it. */
  ownerUserId: account.UserId,
  /** A pharmacy charge's e-prescription. */
  rxId: z.string().optional(),
  approvalNo: z.string().optional(),
  approvedAt: DateTime.optional(),
  cardName: z.string().optional(),
  /** The payment the posting made (POSTED). */
  paymentId: z.string().optional(),
  createdAt: DateTime,
  updatedAt: DateTime,
  status: z.enum(['HASHED', 'APPROVED', 'POSTED', 'CANCELLED']),
})

// ---- inpatient (a stay, and what belongs to it: relation `stay`) ---------------------------

export const InpatientStayRecord = inpatient.InpatientStatus.omit({ isStatusIn: true }).extend({
  ...patient,
  receptionId: account.ReceptionId,
  status: account.InpatientStatusCode,
  interimBill: inpatient.InterimBill,
  /** The certificate (진단서) the doctor wrote during the stay: its copy is a fee document. */
  certificate: z
    .object({ diagnosis: z.string(), code: z.string(), writtenOn: IsoDate, opinion: z.string() })
    .optional(),
})

const stay = {
  get stay() {
    return InpatientStayRecord
  },
}

export const SurgeryRecord = inpatient.SurgeryItem.extend({ ...stay })
export const RoundRecord = inpatient.RoundItem.extend({ ...stay })
export const MealRecord = inpatient.MealItem.extend({ ...stay })
export const InpatientScheduleRecord = inpatient.InpatientScheduleItem.extend({ ...stay })

// ---- health checkups ----------------------------------------------------------------------

/**
 * A booked checkup, with the program it was booked for and its day as the center runs it: not
 * received yet, then station after station (moved along by the checkup-day scenario).
 */
export const CheckupAppointmentRecord = checkup.CheckupAppointment.extend({
  ...patient,
  packageCode: checkup.CheckupPackageCode,
  progress: checkup.CheckupProgress,
  stations: z.array(checkup.CheckupStation),
})

export const CheckupRecordRecord = checkup.CheckupRecord.extend({
  ...patient,
  result: checkup.CheckupResult,
  opinion: checkup.CheckupOpinion,
  reportFiles: z.array(checkup.CheckupReportFile.extend({ pdfBase64: z.string() })),
  stations: z.array(checkup.CheckupStation),
})

export type RecordOf<S extends z.ZodType> = z.output<S>
