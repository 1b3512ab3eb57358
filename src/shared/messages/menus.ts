/**
 * The words of the tab menus and the drawer's services (src/app/shell/menus.ts), apart from the
 * shell's catalogue: the menus load when first opened, so their words are not part of every start.
 */

/** The named groups of the tab menus (and the drawer's services, where every name must be its own). */
export const menuGroups = {
  booking: '진료 예약',
  visitDay: '병원 오는 날',
  fees: '진료비',
  records: '나의 진료 기록',
  stay: '입원 일정과 수술',
  stayRecords: '입원 기록과 진료비',
  stayGuides: '입원·퇴원 안내',
  checkupGuides: '검진 안내',
  checkupBooking: '검진 예약과 준비',
  checkupResults: '결과 확인',
  usingHospital: '병원 이용',
  findingWay: '오시는 길과 시설',
  outside: '앱 밖에서 열리는 곳',
} as const

/** The places outside the app the menus link to. */
export const outsidePlaces = {
  funeral: '장례식장',
  insurance: '실손보험 청구',
} as const
