import type { z } from 'zod'
import { HOSPITAL } from '@/shared/config/hospital'
import type { PharmacyRecord } from '../../db/schemas'
import type { WorldBuilder } from '../world-builder'

type OpeningHours = z.input<typeof PharmacyRecord>['openingHours'][number]
type Day = OpeningHours['dayOfWeek']

interface Hours {
  open: string
  close: string
  lunch?: readonly [string, string]
}

/** A week's hours: weekdays, Saturday and Sunday (undefined: closed that day). */
interface Week {
  weekday: Hours
  saturday?: Hours
  sunday?: Hours
}

const day = (dayOfWeek: Day, hours: Hours | undefined): OpeningHours =>
  hours
    ? {
        dayOfWeek,
        isClosed: 'N',
        open: hours.open,
        close: hours.close,
        ...(hours.lunch ? { lunchStart: hours.lunch[0], lunchEnd: hours.lunch[1] } : {}),
      }
    : { dayOfWeek, isClosed: 'Y' }

const week = ({ weekday, saturday, sunday }: Week): OpeningHours[] => [
  day('SUN', sunday),
  ...(['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((d) => day(d, weekday)),
  day('SAT', saturday),
]

/** The usual kinds of week near a hospital. */
const WEEKS = {
  /** 문전약국 (in front of the hospital): the hospital's hours, early and a short lunch. */
  hospitalFront: week({
    weekday: { open: '08:30', close: '18:30', lunch: ['12:30', '13:30'] },
    saturday: { open: '08:30', close: '13:00' },
  }),
  /** A neighbourhood pharmacy: 9 to 7, lunch 1 to 2, Saturday mornings. */
  neighbourhood: week({
    weekday: { open: '09:00', close: '19:00', lunch: ['13:00', '14:00'] },
    saturday: { open: '09:00', close: '14:00' },
  }),
  /** Opens later in the morning, no Saturday. */
  lateMorning: week({ weekday: { open: '09:30', close: '19:30', lunch: ['13:00', '14:00'] } }),
  /** 휴일지킴이약국: late every evening and open on Sundays. */
  holidayGuardian: week({
    weekday: { open: '09:00', close: '22:00' },
    saturday: { open: '09:00', close: '20:00' },
    sunday: { open: '10:00', close: '18:00' },
  }),
  /** By the station: long hours, every day. */
  station: week({
    weekday: { open: '08:00', close: '23:00' },
    saturday: { open: '09:00', close: '22:00' },
    sunday: { open: '10:00', close: '20:00' },
  }),
} as const

interface PharmacySeed {
  name: string
  /** Road address in 성동구, and its 법정동. */
  road: string
  dong: string
  /** Metres east and north of the hospital. */
  east: number
  north: number
  phone: string
  acceptsErx: boolean
  week: OpeningHours[]
  notice?: string
}

/**
 * Pharmacies within about 2 km of the hospital (성동구 행당동, 사근동, 마장동, 왕십리 ...), most
 * taking e-prescriptions, with their hours. PH0001 and PH0002 are 이서연's favourites.
 */
const PHARMACIES: PharmacySeed[] = [
  {
    name: '왕십리온누리약국',
    road: '왕십리로 210',
    dong: '행당동',
    east: -150,
    north: 95,
    phone: '02-2291-0210',
    acceptsErx: true,
    week: WEEKS.hospitalFront,
    notice: '전자처방전 접수 후 평균 15분 안에 조제합니다.',
  },
  {
    name: '한빛메디칼약국',
    road: '왕십리로 226',
    dong: '사근동',
    east: 70,
    north: -55,
    phone: '02-2291-0226',
    acceptsErx: true,
    week: WEEKS.hospitalFront,
    notice: '병원 정문 맞은편 1층입니다.',
  },
  {
    name: '사근동건강약국',
    road: '사근동길 41',
    dong: '사근동',
    east: 290,
    north: -210,
    phone: '02-2293-4141',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '행당늘봄약국',
    road: '행당로 82',
    dong: '행당동',
    east: -380,
    north: 360,
    phone: '02-2297-8282',
    acceptsErx: true,
    week: WEEKS.holidayGuardian,
    notice: '휴일지킴이약국: 일요일에도 문을 엽니다. 건물 뒤편 주차 2대 가능.',
  },
  {
    name: '마장햇살약국',
    road: '마조로 15',
    dong: '마장동',
    east: 420,
    north: 630,
    phone: '02-2281-1515',
    acceptsErx: false,
    week: WEEKS.neighbourhood,
  },
  {
    name: '성동중앙약국',
    road: '고산자로 270',
    dong: '행당동',
    east: -560,
    north: 310,
    phone: '02-2292-2700',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '한양프라자약국',
    road: '왕십리로 241',
    dong: '사근동',
    east: 120,
    north: 75,
    phone: '02-2296-2410',
    acceptsErx: true,
    week: WEEKS.lateMorning,
    notice: '프라자 상가 2층, 엘리베이터 있습니다.',
  },
  {
    name: '도선동우리약국',
    road: '무학로 38',
    dong: '도선동',
    east: -950,
    north: 230,
    phone: '02-2294-3838',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '왕십리역365약국',
    road: '왕십리광장로 17',
    dong: '행당동',
    east: -1080,
    north: 160,
    phone: '02-2298-0365',
    acceptsErx: true,
    week: WEEKS.station,
    notice: '왕십리역 6번 출구 앞, 365일 문을 엽니다.',
  },
  {
    name: '살곶이약국',
    road: '살곶이길 200',
    dong: '사근동',
    east: 230,
    north: -360,
    phone: '02-2293-2000',
    acceptsErx: false,
    week: WEEKS.lateMorning,
  },
  {
    name: '새봄온누리약국',
    road: '행당로 115',
    dong: '행당동',
    east: -640,
    north: 590,
    phone: '02-2297-1150',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '용답바른약국',
    road: '용답중앙길 62',
    dong: '용답동',
    east: 1350,
    north: 420,
    phone: '02-2214-6262',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '마장축산시장약국',
    road: '마장로 282',
    dong: '마장동',
    east: 760,
    north: 980,
    phone: '02-2282-2820',
    acceptsErx: false,
    week: WEEKS.neighbourhood,
    notice: '마장축산물시장 입구 옆입니다.',
  },
  {
    name: '한마음약국',
    road: '마조로 54',
    dong: '행당동',
    east: -200,
    north: 580,
    phone: '02-2292-5454',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '응봉희망약국',
    road: '응봉로 42',
    dong: '응봉동',
    east: -1250,
    north: -1150,
    phone: '02-2295-4242',
    acceptsErx: true,
    week: WEEKS.lateMorning,
  },
  {
    name: '상왕십리정성약국',
    road: '왕십리로 410',
    dong: '상왕십리동',
    east: -1880,
    north: 240,
    phone: '02-2252-4100',
    acceptsErx: true,
    week: WEEKS.neighbourhood,
  },
  {
    name: '홍익열린약국',
    road: '무학로 72',
    dong: '홍익동',
    east: -1200,
    north: 520,
    phone: '02-2294-7272',
    acceptsErx: false,
    week: WEEKS.lateMorning,
  },
  {
    name: '왕십리미소약국',
    road: '왕십리로 177',
    dong: '행당동',
    east: -430,
    north: 150,
    phone: '02-2291-1770',
    acceptsErx: true,
    week: WEEKS.holidayGuardian,
  },
]

const METERS_PER_DEGREE_LAT = 111_320

/** The pharmacies near the hospital, with codes PH0001... in the order above. */
export function seedPharmacies(world: WorldBuilder): void {
  const { latitude, longitude } = HOSPITAL.location
  const metersPerDegreeLng = METERS_PER_DEGREE_LAT * Math.cos((latitude * Math.PI) / 180)
  PHARMACIES.forEach((p, index) => {
    world.add('pharmacies', {
      pharmCode: `PH${String(index + 1).padStart(4, '0')}`,
      pharmName: p.name,
      address: `서울특별시 성동구 ${p.road} (${p.dong})`,
      phone: p.phone,
      latitude: Number((latitude + p.north / METERS_PER_DEGREE_LAT).toFixed(6)),
      longitude: Number((longitude + p.east / metersPerDegreeLng).toFixed(6)),
      acceptsErx: p.acceptsErx ? 'Y' : 'N',
      openingHours: p.week,
      ...(p.notice ? { notice: p.notice } : {}),
    })
  })
}
