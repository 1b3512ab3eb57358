/**
 * The outpatient persona's older messages: a year of monthly cardiology visits, each with its
 * reminder the day before and the payment afterwards, and a few results. All of them were read
 * long ago; with the recent ones (outpatient.ts) the message box fills three pages, so the
 * demo shows the list loading more as the patient scrolls.
 */
import type { WorldBuilder } from '../world-builder'

const USER_ID = 'U1001'

/** Visit days of the past year (순환기내과 김성훈 교수), oldest last. */
const VISITS: ReadonlyArray<{ date: string; time: string; weekday: string; amount: string; result?: string }> = [
  { date: '2026-10-12', time: '오전 10:30', weekday: '월', amount: '16,900원' },
  { date: '2026-09-14', time: '오전 10:00', weekday: '월', amount: '18,400원', result: '심장 초음파' },
  { date: '2026-08-10', time: '오전 11:00', weekday: '월', amount: '16,900원' },
  { date: '2026-07-13', time: '오전 10:30', weekday: '월', amount: '42,300원', result: '혈액검사' },
  { date: '2026-06-15', time: '오전 10:30', weekday: '월', amount: '16,900원' },
  { date: '2026-05-11', time: '오전 9:30', weekday: '월', amount: '18,400원' },
  { date: '2026-04-13', time: '오전 10:30', weekday: '월', amount: '38,700원', result: '24시간 심전도' },
  { date: '2026-03-09', time: '오전 10:00', weekday: '월', amount: '16,900원' },
]

const dayBefore = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}
const compact = (date: string) => date.replaceAll('-', '')
const monthDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`

export function seedMessageHistory(world: WorldBuilder): void {
  for (const visit of VISITS) {
    const eve = dayBefore(visit.date)
    world.add(
      'messages',
      {
        userId: USER_ID,
        messageId: `MSG${compact(eve)}0001`,
        category: 'APPOINTMENT',
        title: '내일 진료 안내',
        body: `${monthDay(visit.date)}(${visit.weekday}) ${visit.time} 순환기내과 김성훈 교수 진료가 있습니다. 도착하시면 앱에서 도착확인을 눌러 주세요.`,
        sentAt: `${eve}T18:00:00+09:00`,
        clicked: 'Y',
        clickedAt: `${eve}T20:12:00+09:00`,
        linkPath: '/outpatient/appointment/inquiry/clinic',
      },
      {
        userId: USER_ID,
        messageId: `MSG${compact(visit.date)}0002`,
        category: 'PAYMENT',
        title: '진료비 수납 완료',
        body: `${visit.amount}이 결제되었습니다. 영수증은 수납내역에서 보실 수 있습니다.`,
        sentAt: `${visit.date}T11:40:00+09:00`,
        clicked: 'Y',
        clickedAt: `${visit.date}T11:45:00+09:00`,
        linkPath: '/outpatient/payment/history',
      },
    )
    if (visit.result) {
      const next = `${visit.date.slice(0, 8)}${String(Number(visit.date.slice(8)) + 3).padStart(2, '0')}`
      world.add('messages', {
        userId: USER_ID,
        messageId: `MSG${compact(next)}0003`,
        category: 'RESULT',
        title: '검사결과 안내',
        body: `${monthDay(visit.date)} ${visit.result} 결과가 나왔습니다. 다음 진료 때 의료진이 설명해 드립니다.`,
        sentAt: `${next}T09:00:00+09:00`,
        clicked: 'Y',
        clickedAt: `${next}T12:30:00+09:00`,
        linkPath: '/outpatient/result',
      })
    }
  }
}
