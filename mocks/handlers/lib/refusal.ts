import { messages } from '@/shared/messages'
import { account } from '@/shared/messages/account'
import { checkup } from '@/shared/messages/checkup'
import { inquiry } from '@/shared/messages/inquiry'
import { firstVisit } from '@/shared/messages/first-visit'
import { payment } from '@/shared/messages/payment'
import { validation } from '@/shared/messages/validation'
import { prescriptions } from '@/shared/messages/prescriptions'
import { screenErrors } from '@/shared/messages/screen-errors'

/** The e-prescription refusals: the app's words (its state machine's codes, src/shared/domain/prescriptions/rx-flow.ts). */
const rx = prescriptions.refusals
const { errors } = messages

/**
 * The server's refusals, with the Korean reasons the app shows as they are. Where the app words
 * a refusal itself (the spec's messages, its own checks before sending, a hint on the screen),
 * the reason is the app catalogue's entry, imported: one wording, whichever side refuses
 * (tests/unit/sandbox/refusal-wording.test.ts). The rest are the server's own words. Every
 * code is listed in the contracts on the answers that can carry it.
 */
export const REASONS = {
  INVALID_REQUEST: '입력하신 정보를 다시 확인해 주세요.',
  METHOD_NOT_ALLOWED: '이 주소에서 지원하지 않는 요청 방식입니다.',
  UNKNOWN_PATH: '요청하신 주소를 찾을 수 없습니다.',
  SERVER_ERROR: errors.generic,
  /** The demo's injected error status, when the fault names no reason. */
  INJECTED_FAULT: errors.generic,
  UNAUTHORIZED: '로그인이 필요합니다.',
  INVALID_TOKEN: '로그인 정보가 유효하지 않습니다.',
  MAIN_TOKEN_REQUIRED: '가족 관리와 계정 전환은 대표 계정에서만 할 수 있습니다. 대표 계정으로 돌아가 주세요.',
  NOT_FOUND: errors.notFound,
  SLOT_TAKEN: '이미 예약된 시간입니다. 다른 시간을 선택해 주세요.',
  DATE_NOT_BOOKABLE: '예약할 수 없는 날짜입니다. 다른 날짜를 선택해 주세요.',
  NOT_BOOKABLE: screenErrors.notBookable,
  AMOUNT_ZERO: payment.rules.zero,
  AMOUNT_EXCEEDS_DUE: payment.rules.exceedsDue,
  AMOUNT_MISMATCH: '결제 금액이 청구 금액과 다릅니다. 다시 조회해 주세요.',
  ALREADY_PAID: '이미 수납된 진료비입니다.',
  COUNTER_ONLY: rx.COUNTER_ONLY,
  ADDITIONAL_CHARGE: rx.ADDITIONAL_CHARGE,
  ORDER_NOT_APPROVED: '카드 승인 정보를 확인할 수 없습니다. 결제를 다시 시도해 주세요.',
  HASH_MISMATCH: '결제 정보가 위변조되었을 수 있습니다. 결제를 다시 시도해 주세요.',
  ORDER_ID_USED: '이미 사용한 주문번호입니다. 결제를 처음부터 다시 해 주세요.',
  ALREADY_CANCELLED: '이미 취소된 결제입니다.',
  HIPASS_NOT_REGISTERED: '진료비 하이패스 카드를 먼저 등록해 주세요.',
  CARD_NOT_CONFIRMED: '카드 등록을 확인하지 못했습니다. 결제카드 관리에서 다시 등록해 주세요.',
  PROXY_PATIENT_NOT_FOUND: '환자번호와 생년월일이 맞는 환자를 찾지 못했습니다. 다시 확인해 주세요.',
  OWN_ACCOUNT: validation.ownAccount,
  AUTH_MISMATCH: validation.identityMismatch,
  GUARDIAN_MISMATCH: '보호자 정보가 대표 계정의 정보와 일치하지 않습니다.',
  GUARDIAN_REQUIRED: validation.guardianRequired,
  IDENTITY_REQUIRED: '만 14세 이상 가족은 본인의 휴대폰 본인인증이 필요합니다.',
  UNDER_14_SIGNUP: account.signUp.under14Hint,
  ALREADY_FAMILY: '이미 가족으로 등록된 분입니다.',
  PATIENT_NO_REQUIRED: '환자번호를 먼저 등록해 주세요.',
  FAMILY_NEEDS_PATIENT_NO: account.family.needsPatientNo,
  FAMILY_REMAINS: account.withdrawal.blockedReason,
  PATIENT_NOT_REGISTERED: screenErrors.patientNotRegistered,
  NO_SIGNUP: screenErrors.noSignUpInfo,
  /** Sign-in to a family member's account, which is used from its main account. Names the main account. */
  FAMILY_ACCOUNT_ONLY: '가족 계정으로 등록되어 있습니다. 대표 계정에서 이용해 주세요.',
  SIGNIN_MISSING: screenErrors.signInInfoMissing,
  ALREADY_MEMBER: '이미 가입된 회원입니다. 로그인해 주세요.',
  REQUIRED_TERMS: validation.requiredTerms,
  ALREADY_ARRIVED: '이미 도착확인을 하셨습니다.',
  ARRIVAL_NOT_TODAY: '오늘 진료만 도착확인할 수 있습니다.',
  /** Arrival check-in (an isCompleted N answer's failMessage, not an error status). */
  RECEPTION_CHANGED: '접수 정보가 바뀌었습니다. 일정을 새로 불러온 뒤 다시 시도해 주세요.',
  CANCEL_NOT_ALLOWED: '지난 예약이나 도착확인을 마친 예약은 취소할 수 없습니다.',
  RX_MODIFYING: rx.RX_MODIFYING,
  RX_NOT_MODIFYING: rx.RX_NOT_MODIFYING,
  NO_ORDER_YET: rx.NO_ORDER_YET,
  RX_NOT_ERX_PHARMACY: rx.RX_NOT_ERX_PHARMACY,
  RX_ALREADY_SENT: rx.RX_ALREADY_SENT,
  RX_NOT_CHANGEABLE: rx.RX_NOT_CHANGEABLE,
  RX_EXPIRED: rx.RX_EXPIRED,
  RX_OUTSIDE_HOURS: rx.RX_OUTSIDE_HOURS,
  RX_NOT_SENT: rx.RX_NOT_SENT,
  RX_CANCELLED: rx.RX_CANCELLED,
  RX_NOT_READY: rx.RX_NOT_READY,
  RX_NOT_PAID: rx.RX_NOT_PAID,
  RX_ALREADY_RECEIVED: rx.RX_ALREADY_RECEIVED,
  RX_ALREADY_PAID: rx.RX_ALREADY_PAID,
  RX_OUT_OF_TURN: rx.RX_OUT_OF_TURN,
  LOCATION_OR_KEYWORD: rx.LOCATION_OR_KEYWORD,
  PRESCRIPTION_NOT_ISSUED: rx.PRESCRIPTION_NOT_ISSUED,
  /** The days to wait are the checkup's: 7 (comprehensive, this default) or 14 (national). */
  RESULT_NOT_READY: screenErrors.checkupResultWait(7),
  CHECKUP_CANCEL_CLOSED: checkup.appointment.cancelClosed,
  PERIOD_INVALID: '조회 기간을 다시 확인해 주세요. 시작일이 끝나는 날보다 늦거나 기간이 너무 깁니다.',
  CHECKUP_LEAD_TIME: checkup.appointment.leadRule,
  CHECKUP_ALREADY_BOOKED: checkup.appointment.alreadyBooked,
  NOT_INPATIENT: errors.inpatientOnly,
  CAR_NUMBER_TAKEN: '이미 등록된 차량번호입니다.',
  INQUIRY_WAITING_LIMIT: inquiry.waitingLimitReason,
  ...firstVisit.refusals,
  REFRESH_EXPIRED: '로그인한 지 오래되어 본인인증을 다시 해 주세요.',
  REFRESH_REUSED: '안전을 위해 이 기기의 로그인을 끝냈습니다. 본인인증을 다시 해 주세요.',
  REFRESH_REVOKED: '로그인이 끝났습니다. 본인인증을 다시 해 주세요.',
  DEVICE_MISMATCH: '다른 기기의 로그인 정보입니다. 본인인증을 다시 해 주세요.',
  VERIFICATION_EXPIRED: account.verification.expired,
  VERIFICATION_USED: account.verification.used,
  VERIFICATION_INVALID: account.verification.invalid,
  TOO_MANY_ATTEMPTS: screenErrors.tooManyAttempts,
  KIOSK_ONLY: '병원 키오스크에서만 이용할 수 있습니다.',
  APPROVAL_MISMATCH: '카드사 승인 내용이 주문과 다릅니다. 결제를 다시 시도해 주세요.',
  ORDER_POSTED: '이미 수납된 결제는 앱에서 취소할 수 없습니다. 원무과로 문의해 주세요.',
} as const

export type RefusalCode = keyof typeof REASONS

/** Thrown by a resolver to answer with an ErrorResponse. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    readonly reason: string = REASONS[code],
    /** Headers the refusal carries (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${code}: ${reason}`)
  }
}

/**
 * Codes the resolvers never answer with: the operation wrapper and the server do, from the
 * contract (INVALID_REQUEST: the request breaks the contract's schema, so the contract, not a
 * resolver, says what is invalid), the token and the route.
 */
type WrapperCode =
  | 'INVALID_REQUEST'
  | 'MAIN_TOKEN_REQUIRED'
  | 'UNAUTHORIZED'
  | 'INVALID_TOKEN'
  | 'METHOD_NOT_ALLOWED'
  | 'UNKNOWN_PATH'
  | 'SERVER_ERROR'
  | 'INJECTED_FAULT'

/** A resolver's refusal: a business rule, with its status and (unless worded with a detail) its reason. */
export const refuse = (
  status: number,
  code: Exclude<RefusalCode, WrapperCode>,
  reason?: string,
  headers?: Record<string, string>,
): never => {
  throw new Refusal(status, code, reason, headers)
}

export const notFound = (): never => refuse(404, 'NOT_FOUND')
