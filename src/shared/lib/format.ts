/** Numbers patients read (design guide: 12,300원, 010-1234-5678; dates and times: korea-time.ts). */
const wonFormat = new Intl.NumberFormat('ko-KR')

/** 1,234,000원 */
export const formatWon = (amount: number): string => `${wonFormat.format(amount)}원`

export { formatPhone, maskName } from './person'
