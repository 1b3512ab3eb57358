import { HOSPITAL } from '../config/hospital'

/**
 * Spec section 8, the error catalogue, part two: the messages one screen or flow shows, and the
 * reasons the server gives with its refusals (the sandbox sends them word for word). Each travels
 * in the chunks of the screens that import it; the frame's errors (the answer-handling rules, the
 * shell) are `errors`, in the first load. A few have no screen in this app yet (the counter's
 * window, "service not ready", a booking time not chosen, biometrics): kept here as the spec
 * words them, for the screen that will need them.
 */
export const screenErrors = {
  visitWindow: '오류가 발생했습니다. 병원 1층 원무과 5번 창구로 방문해 주세요.',
  noResponse: '병원 시스템에서 응답이 없습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  serviceNotReady: '서비스 준비 중입니다.',
  paymentLookup: '진료비 조회 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  noPaymentsToday: '오늘 수납할 진료비가 없습니다.',
  prescriptionModifying: '처방전을 수정하고 있습니다. 잠시 후 다시 시도해 주세요.',
  /**
   * These three are also the server's reasons, word for word as the contracts' examples give them
   * (NO_ORDER_YET, COUNTER_ONLY, RESULT_NOT_READY in contracts/components.yaml): change them with
   * the contract. Where the app says it in its own words, it has its own entry
   * (prescriptions.detail.billNoOrder).
   */
  noOrderYet: '아직 약국의 주문 전입니다.',
  counterOnly: '원무 창구에서만 수납할 수 있습니다.',
  additionalCharge: '추가 비용이 발생했습니다. 원무과로 문의해 주세요.',
  notBookable: '모바일 예약이 어려운 의료진입니다. 전화 또는 방문으로 예약해 주세요.',
  timeNotSelected: '예약 시간을 선택해 주세요.',
  cancelReservationFailTitle: '예약을 취소하지 못했습니다',
  signInInfoMissing: `로그인 정보가 없습니다. 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  noSignUpInfo: '가입 정보가 없습니다. 약관에 동의하고 가입해 주세요.',
  patientNotRegistered: '병원에 등록된 환자가 아닙니다. 원무과로 문의해 주세요.',
  pdfDownloadFailed: '결과지를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  pdfPassword: '결과지 비밀번호를 입력하지 않으셨거나 맞지 않습니다. 생년월일 8자리를 입력해 주세요.',
  pdfNotFound: '결과지 파일을 찾을 수 없습니다.',
  prescriptionNotIssued: `처방전이 발행되지 않았거나 처방전에서 약 정보를 찾을 수 없습니다. 문의 전화(${HOSPITAL.phones.inquiry})로 연락해 주세요.`,
  biometricFailed: '생체 인증을 설정하지 못했습니다.',
  biometricUnsupported: '이 기기는 생체 인증을 지원하지 않습니다.',
  checkupResultWait: (days: 7 | 14) =>
    `검진 결과는 검진일로부터 ${days}일 뒤에 확인할 수 있습니다 (종합검진 7일, 국가검진 14일).`,
  /** 429: the server limits look-ups that could find out about other people. */
  tooManyAttempts: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const
