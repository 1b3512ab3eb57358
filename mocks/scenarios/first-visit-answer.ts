import { firstVisit } from '@/shared/messages/first-visit'
import { answerFirstVisit } from '../handlers/lib/first-visit-desk'
import { sandbox } from '../runtime/sandbox'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

/** Every first-visit request still waiting for the desk, the oldest first. */
const waiting = () =>
  sandbox.db.firstVisits
    .findMany((q) => q.where({ status: 'RECEIVED' }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/**
 * The booking desk answers the oldest first-visit request now instead of on its answer day: a
 * booking with a patient number when the chosen department has room, a call otherwise.
 */
export const firstVisitAnswer: ScenarioStep = {
  id: 'first-visit-answer',
  label: '초진 예약 신청에 예약센터가 답하기',
  state: () => {
    const [oldest, ...rest] = waiting()
    if (!oldest) return '답을 기다리는 초진 예약 신청이 없습니다.'
    return `답을 기다리는 신청 ${rest.length + 1}건 (가장 오래된 것: ${oldest.departmentName ?? '진료과 미정'})`
  },
  async advance() {
    const [oldest] = waiting()
    if (!oldest) throw new ScenarioEnd('답을 기다리는 초진 예약 신청이 없습니다.')
    const answered = await answerFirstVisit(oldest)
    return answered.booking
      ? `${answered.booking.departmentName} 첫 진료를 예약하고 환자번호 ${answered.booking.patientNo}를 등록했습니다.`
      : firstVisit.desk.callbackTitle
  },
}
