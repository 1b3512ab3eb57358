import { HOSPITAL } from '../config/hospital'

/** The card flow's words, whatever is being paid (outpatient bills, the interim bill, a pharmacy). */
export const cardPayment = {
  cancelled: '결제를 취소했습니다. 결제된 금액은 없습니다.',
  failedTitle: '결제하지 못했습니다',
  postingFailedTitle: '수납을 마치지 못했습니다',
  postingFailed: (reason: string) =>
    `${reason}\n카드 결제 승인을 취소했습니다. 결제된 금액은 없으니 잠시 후 다시 시도해 주세요.`,
  cancelFailed: (reason: string) =>
    `${reason}\n카드 승인을 취소하지 못했습니다. 이중 결제를 막기 위해 원무과(${HOSPITAL.phones.inquiry})로 꼭 연락해 주세요.`,
  cancelReason: '병원 수납 반영 실패',
} as const
