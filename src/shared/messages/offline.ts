/**
 * Without a connection (the basement, the lift, radiology): what the app still shows from its
 * kept copy, and what waits for the hospital's server. Words of the offline pocket.
 */
export const offline = {
  title: '인터넷 연결이 없어요',
  /** The time is "오전 9:30" today, "2026.11.22 (일) 오후 3:10" an earlier day. */
  keptSince: (since: string) => `마지막으로 받은 정보를 보여드려요 (${since} 기준)`,
  needsServer: '도착확인, 예약, 결제, 차량 등록처럼 병원 서버가 필요한 일은 연결된 뒤에 할 수 있어요.',
  /** A screen with nothing kept for it. */
  nothingKept:
    '연결되면 바로 불러올게요. 환자증과 오늘의 일정, 병원 안내, 주차 차량등록은 한 번 열어 두면 연결 없이도 볼 수 있어요.',
} as const
