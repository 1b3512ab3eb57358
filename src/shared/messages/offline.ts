/**
 * Without a connection (the basement, the lift, radiology): what the app still shows from its
 * kept copy, and what waits for the hospital's server. Two objects, so the first load carries
 * only the words every screen's data state needs (`offline`), and the notice's words travel with
 * the screens that show it (`offlineNotice`).
 */
export const offline = {
  title: '인터넷 연결이 없어요',
  /** A screen with nothing kept for it. */
  nothingKept: '연결되면 바로 불러올게요.',
} as const

export const offlineNotice = {
  /** The time is "오전 9:30" today, "2026.11.22 (일) 오후 3:10" an earlier day. */
  keptSince: (since: string) => `마지막으로 받은 정보를 보여드려요 (${since} 기준)`,
  needsServer: '도착확인, 예약, 결제, 차량 등록처럼 병원 서버가 필요한 일은 연결된 뒤에 할 수 있어요.',
} as const
