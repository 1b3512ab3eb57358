import { HOSPITAL } from '@/shared/config/hospital'
import type { ReceptionIdCheck } from '@/api/generated/hospital/model'
import type { WorldBuilder } from '../world-builder'

const TELEPHONES: Array<[string, string, string]> = [
  ['대표', '대표 전화', HOSPITAL.phones.main],
  ['예약', '진료 예약', HOSPITAL.phones.appointment],
  ['예약', '검진 예약', '02-2290-8600'],
  ['원무', '외래 수납 문의', HOSPITAL.phones.inquiry],
  ['원무', '입원 수납 문의', '02-2290-8115'],
  ['원무', '제증명 발급', '02-2290-8117'],
  ['검진', '검진 결과 상담', HOSPITAL.phones.checkupResult],
  ['상담', '의료사회복지팀', HOSPITAL.phones.welfare],
  ['상담', '고객상담실', '02-2290-8100'],
  ['응급', '응급의료센터', '02-2290-8119'],
  ['기타', '장례식장', '02-2290-8500'],
  ['기타', '주차 관리실', '02-2290-8190'],
]

/**
 * The sandbox hospital's ID check at reception (contracts/hospital.yaml, ReceptionIdCheck): its own
 * words and exemptions, as a hospital would configure them. The app names ids are placeholders of
 * the sandbox, not the NHIS app's real package, scheme or store pages (those are the hospital's).
 */
export const RECEPTION_ID_CHECK: ReceptionIdCheck = {
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

export function seedDirectory(world: WorldBuilder): void {
  TELEPHONES.forEach(([category, name, phone], id) => world.add('telephones', { id, category, name, phone }))
  world.add('hospitalInfo', {
    hospitalName: HOSPITAL.name,
    registrationNumber: HOSPITAL.registrationNumber,
    address: HOSPITAL.address,
    latitude: HOSPITAL.location.latitude,
    longitude: HOSPITAL.location.longitude,
    phones: { ...HOSPITAL.phones },
    fax: HOSPITAL.fax,
    startDate: HOSPITAL.startDate,
    cloudServiceInfo: { serviceType: [], healthNote: 'N', telemedicine: 'N', colorCode: '009254', logoUrl: '' },
    receptionIdCheck: RECEPTION_ID_CHECK,
  })
}
