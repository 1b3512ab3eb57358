import { HOSPITAL } from '@/shared/config/hospital'
import { sandbox } from '../runtime/sandbox'
import type { ScenarioStep } from './scenario-step'

const hospital = { hospitalName: HOSPITAL.name }
const current = () => sandbox.db.hospitalInfo.findFirst((q) => q.where(hospital))?.cloudServiceInfo.healthNote ?? 'N'

/**
 * The hospital turns its health note service on or off (cloud service info healthNote Y/N), as
 * the cloud console would: with Y the app shows the fifth main tab, 건강수첩, after it reads the
 * hospital's information again (a reload).
 */
export const healthNoteService: ScenarioStep = {
  id: 'health-note-service',
  label: '건강수첩 서비스 켜기/끄기',
  state: () => (current() === 'Y' ? '건강수첩 제공 중 (다섯째 탭)' : '건강수첩 제공 안 함'),
  async advance() {
    const next = current() === 'Y' ? 'N' : 'Y'
    await sandbox.db.hospitalInfo.update((q) => q.where(hospital), {
      data(info) {
        info.cloudServiceInfo.healthNote = next
      },
    })
    return next === 'Y'
      ? '건강수첩 서비스를 켰습니다. 앱을 새로 고치면 건강수첩 탭이 보입니다.'
      : '건강수첩 서비스를 껐습니다.'
  },
}
