import { HOSPITAL } from '@/shared/config/hospital'
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
  })
}
