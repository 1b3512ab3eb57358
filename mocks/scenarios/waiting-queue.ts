import { peopleAhead } from '../handlers/lib/queue'
import { sandbox } from '../runtime/sandbox'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

/** Everyone waiting in a clinic today: arrived, and not yet called in. */
const waitingVisits = () =>
  sandbox.db.clinicVisits
    .findMany((q) => q.where({ arrivalYn: 'Y', treatmentStatus: 'NURSE_RECEIVED' }))
    .filter((visit) => visit.scheduleDate === sandbox.clock.today())

/** The queue moves by one: the patient in front of each waiting patient goes in. */
export const waitingQueue: ScenarioStep = {
  id: 'queue',
  label: '대기 순번 한 명 앞당기기',
  state: () => {
    const visits = waitingVisits()
    if (!visits.length) return '오늘 대기 중인 환자가 없습니다 (도착확인 후 대기).'
    return visits.map((visit) => `${visit.departmentName} 앞에 ${peopleAhead(visit)}명`).join(', ')
  },
  async advance() {
    const visits = waitingVisits().filter((visit) => peopleAhead(visit) > 0)
    if (!visits.length) throw new ScenarioEnd('앞에 기다리는 사람이 없습니다.')
    for (const visit of visits) {
      await sandbox.db.clinicVisits.update((q) => q.where({ receptionId: visit.receptionId }), {
        data(v) {
          v.queueAhead -= 1
        },
      })
    }
    return waitingQueue.state()
  },
}
