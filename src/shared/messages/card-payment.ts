import { HOSPITAL } from '../config/hospital'

/** The card flow's words, whatever is being paid (outpatient bills, the interim bill, a pharmacy). */
export const cardPayment = {
  cancelled: '결제를 취소했습니다. 결제된 금액은 없습니다.',
  /** The card page declined: why (the processor's reason), that nothing was charged, what next. */
  declined: {
    title: '결제하지 못했습니다',
    reasons: {
      LIMIT_EXCEEDED: '카드 한도가 부족하거나 잔액이 모자라 승인되지 않았습니다.',
      CARD_EXPIRED: '카드 유효기간이 지나 승인되지 않았습니다.',
      INVALID_CARD_INFO: '카드 번호, 유효기간 또는 비밀번호가 맞지 않아 승인되지 않았습니다.',
      CARD_SUSPENDED: '정지되었거나 분실 신고된 카드라 승인되지 않았습니다. 카드사에 문의해 주세요.',
      PROCESSOR_UNREACHABLE: '카드사와 연결되지 않아 승인되지 않았습니다. 잠시 후 다시 시도해 주세요.',
    },
    /** No reason the app knows, and no text from the processor. */
    generic: '카드사에서 결제를 승인하지 않았습니다.',
    nothingCharged: '결제된 금액은 없습니다.',
    retry: '다시 시도',
    anotherCard: '다른 카드로 결제',
    close: '닫기',
  },
  postingFailedTitle: '수납을 마치지 못했습니다',
  postingFailed: (reason: string) =>
    `${reason}\n카드 결제 승인을 취소했습니다. 결제된 금액은 없으니 잠시 후 다시 시도해 주세요.`,
  cancelFailed: (reason: string) =>
    `${reason}\n카드 승인을 취소하지 못했습니다. 이중 결제를 막기 위해 원무과(${HOSPITAL.phones.inquiry})로 꼭 연락해 주세요.`,
  cancelReason: '병원 수납 반영 실패',
  /** The posting's answer never came and the order is still open: the app finishes it later. */
  pendingTitle: '결제 확인 중',
  pending: (amount: string) =>
    `카드 승인(${amount})은 되었고 병원 수납을 확인하고 있습니다. 앱을 다시 열면 마저 처리하며, 수납되지 않으면 카드 승인은 자동으로 취소됩니다.`,
  /** A payment left unfinished (the app was closed, the connection lost), finished at the next start. */
  resumedTitle: '지난 결제 안내',
  resumedPaid: (what: string, amount: string) => `지난번에 결제하신 ${what} ${amount}이 수납되었습니다.`,
  resumedCancelled: (what: string, amount: string) =>
    `지난번 ${what} ${amount} 결제는 수납되지 않아 카드 승인을 취소했습니다. 결제된 금액은 없습니다.`,
} as const
