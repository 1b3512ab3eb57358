import { CHECKUP_HOURS } from './checkup-hours'

/**
 * The home on a checkup day: the checkup first, its stations and the desk's hours. A file of its
 * own, in the card's chunk; the checkup's own words (stations, states, what to do at the desk)
 * are `checkup`'s.
 */
export const homeCheckup = {
  title: '오늘은 건강검진 날입니다',
  arrive: '접수',
  arriveValue: (time: string, place: string) => `${time}까지 ${place}`,
  deskHours: '접수 시간',
  deskHoursValue: `${CHECKUP_HOURS.deskMorning}, ${CHECKUP_HOURS.deskAfternoon}`,
  preparation: '준비 사항',
  moreStations: (count: number) => `그다음 검사 ${count}개는 검진 순서에서 보실 수 있습니다.`,
  seeDay: '검진 순서 자세히 보기',
  /** Today's schedule card under the checkup's, on a checkup day with nothing else. */
  nothingElseToday: '건강검진 말고는 오늘 예정된 진료나 검사가 없습니다.',
  /** A booked checkup among the next appointments. */
  upcoming: (packageName: string) => `건강검진 · ${packageName}`,
} as const
