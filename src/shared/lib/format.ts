/** Numbers patients read (design guide: 12,300원, 2026.11.22 (일), 오전 9:30, 010-1234-5678). */
const wonFormat = new Intl.NumberFormat('ko-KR')

/** 1,234,000원 */
export const formatWon = (amount: number): string => `${wonFormat.format(amount)}원`

export { formatDate, formatDateTime, formatTime } from './dates'
export { formatPhone, maskName } from './person'
