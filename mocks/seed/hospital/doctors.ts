import type { Faker } from '@faker-js/faker'
import { koreanName } from '../random'
import type { SeedRecords, WorldBuilder } from '../world-builder'
import { DEPARTMENTS, type DepartmentSeed } from './departments'

type WeekDay = 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT'

/** Clinic days per the hospital's hours: Sunday to Thursday all day, Friday mornings, Saturday closed. */
const CLINIC_DAYS: WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI']

interface Anchor {
  code: string
  name: string
  department: string
  position: string
  speciality: string
  keywords: string
  bookable: boolean
  /** Half-days of clinic, e.g. 'MON-AM'. */
  sessions: string[]
  intro: string
  slotMinutes: number
}

/**
 * Doctors the personas' stories and the contract examples rely on. Everyone else is generated.
 * 김성훈 is the one the initial-consonant search finds with ㄱㅅ.
 */
const ANCHORS: Anchor[] = [
  {
    code: 'D1001',
    name: '김성훈',
    department: 'IMC',
    position: '교수',
    speciality: '부정맥, 심부전, 고혈압',
    keywords: '심방세동,가슴 두근거림,고혈압,실신',
    bookable: true,
    sessions: ['SUN-AM', 'MON-AM', 'MON-PM', 'WED-AM', 'THU-PM', 'FRI-AM'],
    intro: '가슴이 두근거리거나 숨이 찰 때, 환자분의 이야기를 끝까지 듣고 함께 치료 계획을 세웁니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1002',
    name: '이정민',
    department: 'IMC',
    position: '부교수',
    speciality: '관상동맥질환, 협심증, 심장초음파',
    keywords: '가슴 통증,협심증,스텐트',
    bookable: true,
    sessions: ['TUE-AM', 'TUE-PM', 'THU-AM'],
    intro: '협심증과 심근경색의 시술과 재발 예방을 돕습니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1101',
    name: '박지훈',
    department: 'IMG',
    position: '교수',
    speciality: '위암 내시경, 염증성 장질환',
    keywords: '내시경,속쓰림,위염,크론병',
    bookable: true,
    sessions: ['SUN-AM', 'MON-AM', 'WED-AM', 'WED-PM', 'THU-AM'],
    intro: '정확한 내시경 진단과 편안한 검사를 위해 노력합니다.',
    slotMinutes: 20,
  },
  {
    code: 'D1201',
    name: '오태석',
    department: 'GS',
    position: '교수',
    speciality: '복강경 담낭절제술, 탈장, 간담췌',
    keywords: '담석,담낭,탈장,복강경',
    bookable: true,
    sessions: ['MON-PM', 'TUE-AM', 'THU-AM'],
    intro: '작은 상처로 빨리 회복하는 복강경 수술을 합니다.',
    slotMinutes: 20,
  },
  {
    code: 'D1301',
    name: '한동욱',
    department: 'OS',
    position: '교수',
    speciality: '척추질환, 인공관절',
    keywords: '허리 통증,디스크,무릎,인공관절',
    bookable: false,
    sessions: ['MON-AM', 'WED-AM'],
    intro: '수술이 꼭 필요한 경우만 수술을 권합니다. 초진은 전화로 예약해 주세요.',
    slotMinutes: 30,
  },
  {
    code: 'D1401',
    name: '윤정민',
    department: 'FM',
    position: '교수',
    speciality: '건강검진, 노인의학, 만성질환',
    keywords: '검진,결과상담,피로,고지혈증',
    bookable: true,
    sessions: ['SUN-PM', 'MON-PM', 'TUE-PM', 'WED-PM', 'THU-PM'],
    intro: '건강검진 결과를 쉽게 설명하고 생활습관을 함께 관리합니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1501',
    name: '강민서',
    department: 'PED',
    position: '조교수',
    speciality: '소아알레르기, 성장발달',
    keywords: '아토피,성장,예방접종,천식',
    bookable: true,
    sessions: ['SUN-AM', 'TUE-AM', 'TUE-PM', 'THU-AM', 'FRI-AM'],
    intro: '아이와 보호자 모두 편안한 진료를 약속합니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1601',
    name: '서유나',
    department: 'ENT',
    position: '부교수',
    speciality: '비염, 축농증, 어지럼증',
    keywords: '코막힘,축농증,어지럼,귀울림',
    bookable: true,
    sessions: ['MON-AM', 'WED-PM', 'THU-AM'],
    intro: '숨쉬기 편한 일상을 되찾도록 돕습니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1701',
    name: '임재현',
    department: 'NR',
    position: '교수',
    speciality: '치매, 파킨슨병, 어지럼증',
    keywords: '기억력,손떨림,어지럼,치매검사',
    bookable: true,
    sessions: ['SUN-PM', 'MON-AM', 'WED-AM'],
    intro: '기억력 저하와 손떨림을 일찍 찾아 치료합니다.',
    slotMinutes: 20,
  },
  {
    code: 'D1801',
    name: '조은비',
    department: 'OPH',
    position: '부교수',
    speciality: '백내장, 녹내장',
    keywords: '백내장,녹내장,시력,안압',
    bookable: true,
    sessions: ['SUN-AM', 'MON-AM', 'TUE-PM', 'THU-AM'],
    intro: '밝고 편안한 눈을 위해 정확하게 진단합니다.',
    slotMinutes: 15,
  },
  {
    code: 'D1901',
    name: '신혜원',
    department: 'DER',
    position: '조교수',
    speciality: '아토피피부염, 두드러기',
    keywords: '가려움,아토피,두드러기,탈모',
    bookable: true,
    sessions: ['MON-PM', 'WED-AM', 'FRI-AM'],
    intro: '가려움 없는 일상을 위해 꾸준히 함께 관리합니다.',
    slotMinutes: 15,
  },
]

const POSITIONS = ['교수', '교수', '부교수', '부교수', '조교수', '임상조교수']

function weeklySchedule(sessions: string[]) {
  return CLINIC_DAYS.concat('SAT').map((day) => ({
    dayOfWeek: day,
    morning: sessions.includes(`${day}-AM`) ? 'Y' : 'N',
    afternoon: sessions.includes(`${day}-PM`) ? 'Y' : 'N',
  })) as SeedRecords['doctors']['weeklySchedule']
}

function randomSessions(faker: Faker): string[] {
  const halfDays = CLINIC_DAYS.flatMap((day) => (day === 'FRI' ? [`${day}-AM`] : [`${day}-AM`, `${day}-PM`]))
  return faker.helpers.arrayElements(halfDays, { min: 3, max: 6 })
}

function career(faker: Faker, department: DepartmentSeed): string[] {
  const school = faker.helpers.arrayElement(['한빛대학교', '서울대학교', '연세대학교', '고려대학교', '가톨릭대학교'])
  return [
    `${school} 의과대학 졸업`,
    `${school} ${department.name} 전공의`,
    `대한${department.name.replace('과', '')}학회 정회원`,
  ]
}

export function seedDoctors(world: WorldBuilder, faker: Faker): void {
  let sortOrder = 0
  for (const department of DEPARTMENTS) {
    const anchors = ANCHORS.filter((a) => a.department === department.code)
    for (const a of anchors) {
      world.add('doctors', {
        doctorCode: a.code,
        doctorName: a.name,
        departmentCode: department.code,
        departmentName: department.name,
        position: a.position,
        speciality: a.speciality,
        doctorKeyword: a.keywords,
        photoUrl: `/images/doctors/${a.code}.webp`,
        isBookable: a.bookable && department.bookable ? 'Y' : 'N',
        intro: a.intro,
        career: career(faker, department),
        weeklySchedule: weeklySchedule(a.sessions),
        slotMinutes: a.slotMinutes,
        sortOrder: sortOrder++,
      })
    }
    const generated = faker.number.int({ min: 3, max: 5 })
    const index = DEPARTMENTS.indexOf(department)
    for (let i = 0; i < generated; i++) {
      const specialities = faker.helpers.arrayElements(department.specialities, { min: 2, max: 3 })
      const keywords = faker.helpers.arrayElements(department.keywords, { min: 2, max: 4 })
      world.add('doctors', {
        doctorCode: `D${2000 + index * 10 + i}`,
        doctorName: koreanName(faker),
        departmentCode: department.code,
        departmentName: department.name,
        position: faker.helpers.arrayElement(POSITIONS),
        speciality: specialities.join(', '),
        doctorKeyword: keywords.join(','),
        isBookable: department.bookable && faker.number.int({ min: 1, max: 10 }) > 1 ? 'Y' : 'N',
        intro: `${specialities[0] ?? department.name} 환자분께 꼭 필요한 치료를 찾아 드립니다.`,
        career: career(faker, department),
        weeklySchedule: weeklySchedule(randomSessions(faker)),
        slotMinutes: faker.helpers.arrayElement([15, 20, 30]),
        sortOrder: sortOrder++,
      })
    }
  }
}

export function seedDepartments(world: WorldBuilder): void {
  DEPARTMENTS.forEach((d, sortOrder) =>
    world.add('departments', {
      departmentCode: d.code,
      departmentName: d.name,
      location: d.location,
      phone: d.phone,
      isBookable: d.bookable ? 'Y' : 'N',
      intro: d.intro,
      treatmentAreas: d.areas,
      sortOrder,
    }),
  )
}
