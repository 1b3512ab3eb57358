import { messages } from '../../../src/shared/messages'
import { inquiry } from '../../../src/shared/messages/inquiry'

/**
 * The server's refusals, with the Korean reasons the app shows as they are. Where the spec
 * words a message, the reason is the app catalogue's wording, so both say the same thing.
 */
export const REASONS = {
  INVALID_REQUEST: '입력하신 정보를 다시 확인해 주세요.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  INVALID_TOKEN: '로그인 정보가 유효하지 않습니다.',
  NOT_FOUND: messages.errors.notFound,
  SLOT_TAKEN: '이미 예약된 시간입니다. 다른 시간을 선택해 주세요.',
  DATE_NOT_BOOKABLE: '예약할 수 없는 날짜입니다. 다른 날짜를 선택해 주세요.',
  NOT_BOOKABLE: messages.errors.notBookable,
  AMOUNT_ZERO: '결제 금액이 0원입니다. 다시 확인해 주세요.',
  AMOUNT_EXCEEDS_DUE: '결제 금액이 내야 할 금액보다 많습니다.',
  AMOUNT_MISMATCH: '결제 금액이 청구 금액과 다릅니다. 다시 조회해 주세요.',
  ALREADY_PAID: '이미 수납된 진료비입니다.',
  COUNTER_ONLY: messages.errors.counterOnly,
  ADDITIONAL_CHARGE: messages.errors.additionalCharge,
  ORDER_NOT_APPROVED: '카드 승인 정보를 확인할 수 없습니다. 결제를 다시 시도해 주세요.',
  HASH_MISMATCH: '결제 정보가 위변조되었을 수 있습니다. 결제를 다시 시도해 주세요.',
  HIPASS_NOT_REGISTERED: '진료비 하이패스 카드를 먼저 등록해 주세요.',
  OWN_ACCOUNT: '본인 계정은 가족으로 추가할 수 없습니다.',
  AUTH_MISMATCH: '본인인증 정보가 가족 정보와 일치하지 않습니다.',
  GUARDIAN_REQUIRED: '만 14세 미만은 보호자 정보를 입력해 주세요.',
  IDENTITY_REQUIRED: '만 14세 이상 가족은 본인의 휴대폰 본인인증이 필요합니다.',
  UNDER_14_SIGNUP: '만 14세 미만은 보호자 계정에서 가족으로 추가해 이용할 수 있습니다.',
  ALREADY_FAMILY: '이미 가족으로 등록된 분입니다.',
  PATIENT_NO_REQUIRED: '환자번호를 먼저 등록해 주세요.',
  FAMILY_NEEDS_PATIENT_NO: '가족 계정은 환자번호를 등록해야 이용할 수 있습니다.',
  NOT_FAMILY: '대표 계정에 등록된 가족이 아닙니다.',
  FAMILY_REMAINS: '가족 계정을 먼저 삭제해 주세요.',
  PATIENT_NOT_REGISTERED: messages.errors.patientNotRegistered,
  PATIENT_MISMATCH: '이름과 주민등록번호가 병원 기록과 일치하지 않습니다.',
  PATIENT_NO_TAKEN: '이미 다른 계정에 등록된 환자번호입니다. 원무과로 문의해 주세요.',
  NO_SIGNUP: messages.errors.noSignUpInfo,
  SIGNIN_MISSING: messages.errors.signInInfoMissing,
  ALREADY_MEMBER: '이미 가입된 회원입니다. 로그인해 주세요.',
  REQUIRED_TERMS: '필수 약관에 모두 동의해 주세요.',
  ALREADY_ARRIVED: '이미 도착확인을 하셨습니다.',
  ARRIVAL_NOT_TODAY: '오늘 진료만 도착확인할 수 있습니다.',
  CANCEL_NOT_ALLOWED: '지난 예약이나 도착확인을 마친 예약은 취소할 수 없습니다.',
  RX_MODIFYING: messages.errors.prescriptionModifying,
  NO_ORDER_YET: messages.errors.noOrderYet,
  RX_NOT_ERX_PHARMACY: '전자처방전을 받지 않는 약국입니다. 다른 약국을 선택해 주세요.',
  RX_ALREADY_SENT: '이미 약국으로 보낸 처방전입니다.',
  RX_NOT_CHANGEABLE: '조제가 시작되어 바꿀 수 없습니다. 약국으로 연락해 주세요.',
  PRESCRIPTION_NOT_ISSUED: messages.errors.prescriptionNotIssued,
  RESULT_NOT_READY: '검진 결과가 아직 나오지 않았습니다.',
  CHECKUP_CANCEL_CLOSED: '검진 3일 전부터는 앱에서 취소할 수 없습니다. 검진센터로 연락해 주세요.',
  NOT_INPATIENT: messages.errors.inpatientOnly,
  CAR_NUMBER_TAKEN: '이미 등록된 차량번호입니다.',
  INQUIRY_WAITING_LIMIT: inquiry.waitingLimitReason,
} as const

export type RefusalCode = keyof typeof REASONS

/** Thrown by a resolver to answer with an ErrorResponse. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    readonly reason: string = REASONS[code],
  ) {
    super(`${status} ${code}: ${reason}`)
  }
}

export const refuse = (status: number, code: RefusalCode, reason?: string): never => {
  throw new Refusal(status, code, reason)
}

export const notFound = (): never => refuse(404, 'NOT_FOUND')
