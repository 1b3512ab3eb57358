/** A patient's schedule wherever it shows (home, today's schedule, timeline): types, states, check-in. */
export const schedule = {
  scheduleType: { OUTPATIENT: '진료', TEST: '검사', INPATIENT: '입원', SURGERY: '수술' },
  treatmentStatus: { NURSE_WAITING: '도착 전', NURSE_RECEIVED: '진료 대기', COMPLETED: '진료 완료' },
  sameDayTests: '오늘 중 검사',
  sameDayTestsHint: '시간과 관계없이 오늘 안에 받으시면 됩니다.',
  /** A same-day test on a coming day: no clock time, the day is what counts. */
  anyTimeThatDay: '그날 중 아무 때나',
  arrive: '도착확인',
  arriving: '도착확인 중',
  arrived: '도착확인 완료',
  waitingNumber: '대기순번 보기',
  stayLink: { SURGERY: '수술현황 보기', INPATIENT: '입원 일정 보기' },
  location: '진료 장소',
  /** Before a test or surgery: fasting, what to bring, where to go first. */
  preparation: '준비 사항',
  noScheduleToday: '오늘 예정된 일정이 없습니다',
  nextAppointments: '다가오는 예약',
  noUpcoming: '예정된 일정이 없습니다',
  noUpcomingHint: '진료가 필요하시면 예약해 주세요.',
  book: '진료 예약하기',
  doctorTitle: (name: string) => `${name} 교수`,
  ordinal: ['첫', '두', '세'] as const,
  waitingOrdinal: (rank: number, ordinal: string) =>
    rank === 1 ? '바로 다음 차례입니다' : `${ordinal} 번째 순서입니다`,
  waitingCount: (count: number) => `앞에 ${count}명이 기다리고 있습니다`,
} as const
