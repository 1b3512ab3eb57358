import type { ReceptionIdCheck } from '@/api/generated/hospital/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { sandbox } from '../runtime/sandbox'
import type { ScenarioStep } from './scenario-step'

/**
 * The sandbox hospital's ID check at reception (hospital info `receptionIdCheck`, a proposal the
 * server does not send yet): its own words and exemptions, as a hospital would configure them.
 * The app ids are placeholders of the sandbox, not the NHIS app's real package, scheme or store
 * pages (those are the hospital's to give).
 */
export const SANDBOX_RECEPTION_ID_CHECK: ReceptionIdCheck = {
  enabled: 'Y',
  notice:
    '진료 접수 때 본인 확인을 합니다. 신분증(주민등록증, 운전면허증, 여권 등)이나 모바일 건강보험증을 준비해 주세요.',
  exemptions: ['19세 미만', '응급 환자', '최근 6개월 안에 우리 병원에서 본인 확인을 한 재진 환자'],
  mobileCardApp: {
    android: {
      package: 'kr.or.nhis.example',
      storeUrl: 'https://play.google.com/store/apps/details?id=kr.or.nhis.example',
    },
    ios: { scheme: 'nhisexample', storeUrl: 'https://apps.apple.com/kr/app/id0000000000' },
  },
}

const hospital = { hospitalName: HOSPITAL.name }
const current = () => sandbox.db.hospitalInfo.findFirst((q) => q.where(hospital))?.receptionIdCheck?.enabled ?? 'N'

/**
 * The hospital turns the ID check notice on or off, as its configuration would: on, a clinic day's
 * schedule and arrival check-in say what to bring and offer the mobile health-insurance card (after
 * the app reads the hospital's information again: a reload). Off until then, as the server is today.
 */
export const receptionIdCheck: ScenarioStep = {
  id: 'reception-id-check',
  label: '접수 본인 확인 안내 켜기/끄기',
  state: () => (current() === 'Y' ? '본인 확인 안내 중' : '본인 확인 안내 안 함'),
  async advance() {
    const next = current() === 'Y' ? 'N' : 'Y'
    await sandbox.db.hospitalInfo.update((q) => q.where(hospital), {
      data(info) {
        info.receptionIdCheck = { ...SANDBOX_RECEPTION_ID_CHECK, enabled: next }
      },
    })
    return next === 'Y'
      ? '접수 본인 확인 안내를 켰습니다. 앱을 새로 고치면 외래 진료가 있는 날의 일정에 보입니다.'
      : '접수 본인 확인 안내를 껐습니다.'
  },
}
