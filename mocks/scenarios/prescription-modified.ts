import { finishModifying, modifyingPrescriptions } from '../handlers/prescription/modify-notice'
import { ScenarioEnd, type ScenarioStep } from './scenario-step'

/**
 * The doctor finishes changing the oldest prescription being changed: it can be sent to a pharmacy
 * again, and a patient who asked to be told hears of it in the message box.
 */
export const prescriptionModified: ScenarioStep = {
  id: 'prescription-modified',
  label: '처방 수정 끝내기',
  state: () => {
    const [oldest, ...rest] = modifyingPrescriptions()
    if (!oldest) return '수정하고 있는 처방전이 없습니다.'
    const asked = oldest.modifyNotice === 'Y' ? ', 환자가 알림을 신청함' : ''
    return `수정 중인 처방전 ${rest.length + 1}건 (가장 오래된 것: ${oldest.departmentName}${asked})`
  },
  async advance() {
    const [oldest] = modifyingPrescriptions()
    if (!oldest) throw new ScenarioEnd('수정하고 있는 처방전이 없습니다.')
    const { notified } = await finishModifying(oldest)
    return `${oldest.departmentName} 처방전 수정을 마쳤습니다.${notified ? ' 환자에게 메시지함으로 알렸습니다.' : ''}`
  },
}
