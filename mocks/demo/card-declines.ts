/**
 * How the demo's card page may decline: each reason the shell can tell (docs/native-bridge.md,
 * "Card payment: a declined card"), with the presenter's label and the processor's own text the
 * simulated shell hands over as `message`.
 */
import type { CardDeclineCode } from '@/shared/native'

export const CARD_DECLINES: ReadonlyArray<{ code: CardDeclineCode; label: string; message: string }> = [
  { code: 'LIMIT_EXCEEDED', label: '한도 초과·잔액 부족', message: '[E051] 한도초과' },
  { code: 'CARD_EXPIRED', label: '유효기간 경과', message: '[E014] 유효기간 오류' },
  { code: 'INVALID_CARD_INFO', label: '카드 정보 오류 (번호·비밀번호)', message: '[E021] 비밀번호 오류' },
  { code: 'CARD_SUSPENDED', label: '정지·분실 카드', message: '[E031] 분실/도난 카드' },
  { code: 'PROCESSOR_UNREACHABLE', label: '카드사 통신 오류', message: '[E999] 카드사 응답 없음' },
  { code: 'UNKNOWN', label: '그 밖의 거절', message: '카드 승인이 거절되었습니다.' },
]
