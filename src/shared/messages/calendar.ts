/** The month calendar's own words (booking, checkup appointment). */
export const calendar = {
  month: (year: number, month: number) => `${year}년 ${month}월`,
  previousMonth: '이전 달',
  nextMonth: '다음 달',
} as const
