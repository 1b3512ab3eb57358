/**
 * Without a connection (the basement, the lift, radiology): what the app still shows from its
 * kept copy, and what waits for the hospital's server. Two objects, so the first load carries
 * only the words every screen's data state needs (`offline`), and the notice's words travel with
 * the screens that show it (`offlineNotice`).
 */
export const offline = {
  title: '인터넷에 연결되어 있지 않습니다',
  /** A screen with nothing kept for it. */
  nothingKept: '연결되면 바로 불러오겠습니다.',
} as const

export const offlineNotice = {
  /** The time is "오전 9:30" today, "2026.11.22 (일) 오후 3:10" an earlier day. */
  keptSince: (since: string) => `마지막으로 받은 정보를 보여 드립니다(${since} 기준).`,
  needsServer: '도착확인, 예약, 결제, 차량 등록은 인터넷에 연결된 뒤에 하실 수 있습니다.',
} as const
