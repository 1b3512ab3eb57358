import type { Faker } from '@faker-js/faker'
import { HOSPITAL } from '../../../src/shared/config/hospital'
import type { WorldBuilder } from '../world-builder'

const NAMED = ['왕십리온누리약국', '한빛메디칼약국', '행당늘봄약국', '성동중앙약국', '사근동건강약국', '마장햇살약국']
const PREFIXES = [
  '새봄',
  '푸른',
  '우리',
  '하나',
  '건강',
  '미소',
  '정성',
  '사랑',
  '열린',
  '바른',
  '참',
  '한결',
  '희망',
  '소망',
]

const METERS_PER_DEGREE_LAT = 111_320

/** Pharmacies within about 1.5 km of the hospital, with opening hours; most take e-prescriptions. */
export function seedPharmacies(world: WorldBuilder, faker: Faker): void {
  const { latitude, longitude } = HOSPITAL.location
  const metersPerDegreeLng = METERS_PER_DEGREE_LAT * Math.cos((latitude * Math.PI) / 180)
  for (let i = 0; i < 26; i++) {
    const distance = i < NAMED.length ? 90 + i * 70 : faker.number.int({ min: 150, max: 1500 })
    const angle = faker.number.float({ min: 0, max: Math.PI * 2 })
    const code = `PH${String(i + 1).padStart(4, '0')}`
    const name =
      NAMED[i] ??
      `${faker.helpers.arrayElement(PREFIXES)}${faker.helpers.arrayElement(['약국', '온누리약국', '메디칼약국'])}`
    const lateOpen = faker.datatype.boolean()
    world.add('pharmacies', {
      pharmCode: code,
      pharmName: name,
      address: `서울특별시 성동구 ${faker.location.street()} ${faker.number.int({ min: 1, max: 300 })}`,
      phone: `02-2291-${String(1000 + i * 37).slice(-4)}`,
      latitude: Number((latitude + (Math.sin(angle) * distance) / METERS_PER_DEGREE_LAT).toFixed(6)),
      longitude: Number((longitude + (Math.cos(angle) * distance) / metersPerDegreeLng).toFixed(6)),
      acceptsErx: i % 9 === 8 ? 'N' : 'Y',
      openingHours: (['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const).map((day) =>
        day === 'SUN' && i % 3 !== 0
          ? { dayOfWeek: day, isClosed: 'Y' as const }
          : {
              dayOfWeek: day,
              isClosed: 'N' as const,
              open: '09:00',
              close: day === 'SAT' ? '14:00' : lateOpen ? '21:00' : '19:00',
            },
      ),
      notice: faker.helpers.arrayElement([
        '점심시간 13:00~14:00',
        '주차 가능',
        '전자처방전 접수 후 15분 안에 조제',
        '',
      ]),
    })
  }
}
