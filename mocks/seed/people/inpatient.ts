import type { SeedRecords, WorldBuilder } from '../world-builder'
import { addPerson, prescribe } from './shared'

const patientRef = '10345678'
/** This stay: admitted Friday 20 November. */
const stayRef = 'R202611200301'
/** The August stay (acute cholecystitis, treated with antibiotics), long over. */
const augustRef = 'R202608100412'
const GS = { departmentName: '외과', doctorName: '오태석' }
/** Weekend rounds are the surgical resident's. */
const RESIDENT = { departmentName: '외과', doctorName: '김도윤' }

type ScheduleSeed = Omit<SeedRecords['inpatientSchedule'], 'stayRef' | 'scheduleType'>
type Meal = Omit<SeedRecords['meals'], 'stayRef' | 'mealDate' | 'mealType'>

/** The hospital's schedule type of each kind of stay entry (contracts: ScheduleType). */
const TYPE_OF = {
  ADMISSION: 'INPATIENT',
  TEST: 'TEST',
  SURGERY: 'SURGERY',
  ROUND: 'INPATIENT',
  PROCEDURE: 'INPATIENT',
  DISCHARGE: 'INPATIENT',
} as const

const SCHEDULE: ScheduleSeed[] = [
  {
    scheduleId: 'IS202611200001',
    category: 'ADMISSION',
    scheduleDate: '2026-11-20',
    scheduleTime: '10:00',
    title: '입원',
    location: '본관 7병동 712호',
    description: '1층 입퇴원 창구에서 수속을 마치고 병동으로 올라오셨습니다.',
  },
  {
    scheduleId: 'IS202611200002',
    category: 'TEST',
    scheduleDate: '2026-11-20',
    scheduleTime: '11:00',
    title: '입원 시 혈액검사',
    location: '7병동 처치실',
  },
  {
    scheduleId: 'IS202611210001',
    category: 'TEST',
    scheduleDate: '2026-11-21',
    scheduleTime: '10:00',
    title: '수술 전 검사 (흉부 X선, 심전도)',
    location: '본관 지하 1층 영상의학센터',
  },
  {
    scheduleId: 'IS202611220001',
    category: 'TEST',
    scheduleDate: '2026-11-22',
    scheduleTime: '06:30',
    title: '혈액배양검사',
    location: '7병동 처치실',
    description: '결과가 나오기까지 5일쯤 걸립니다.',
  },
  {
    scheduleId: 'IS202611220002',
    category: 'PROCEDURE',
    scheduleDate: '2026-11-22',
    scheduleTime: '15:00',
    title: '마취 전 상담',
    location: '본관 3층 마취통증의학과',
    description: '드시는 약과 앓고 있는 병을 모두 알려 주세요.',
  },
  {
    scheduleId: 'IS202611220003',
    category: 'PROCEDURE',
    scheduleDate: '2026-11-22',
    scheduleTime: '16:00',
    title: '수술 설명과 동의서 작성',
    location: '7병동 상담실',
    doctorName: '오태석',
    description: '보호자와 함께 들어 주세요. 오늘 자정부터 물도 드시면 안 됩니다.',
  },
  {
    scheduleId: 'IS202611230001',
    category: 'TEST',
    scheduleDate: '2026-11-23',
    scheduleTime: '06:30',
    title: '수술 전 혈액검사',
    location: '7병동 처치실',
  },
  {
    scheduleId: 'IS202611230002',
    category: 'PROCEDURE',
    scheduleDate: '2026-11-23',
    scheduleTime: '12:30',
    title: '수술실로 이동',
    location: '본관 3층 수술실',
    description: '이동 침대로 모셔 갑니다. 보호자는 3층 수술실 앞 보호자 대기실에서 기다려 주세요.',
  },
  {
    scheduleId: 'IS202611230003',
    category: 'SURGERY',
    scheduleDate: '2026-11-23',
    scheduleTime: '13:00',
    title: '복강경 담낭절제술',
    location: '본관 3층 제3수술실',
    doctorName: '오태석',
    description: '수술은 1시간 30분쯤 걸리고, 회복실에서 1시간쯤 쉬신 뒤 병실로 돌아옵니다.',
  },
  {
    scheduleId: 'IS202611240001',
    category: 'TEST',
    scheduleDate: '2026-11-24',
    scheduleTime: '09:00',
    title: '복부 X선',
    location: '본관 지하 1층 영상의학센터',
  },
  {
    scheduleId: 'IS202611240002',
    category: 'PROCEDURE',
    scheduleDate: '2026-11-24',
    scheduleTime: '10:30',
    title: '수술 부위 소독',
    location: '712호 병실',
  },
  {
    scheduleId: 'IS202611250001',
    category: 'TEST',
    scheduleDate: '2026-11-25',
    scheduleTime: '06:30',
    title: '수술 후 혈액검사',
    location: '7병동 처치실',
  },
  {
    scheduleId: 'IS202611260001',
    category: 'PROCEDURE',
    scheduleDate: '2026-11-26',
    scheduleTime: '14:00',
    title: '퇴원 교육',
    location: '7병동 상담실',
    description: '집에서의 상처 관리, 식사, 외래 예약을 간호사가 안내해 드립니다.',
  },
  {
    scheduleId: 'IS202611270001',
    category: 'DISCHARGE',
    scheduleDate: '2026-11-27',
    scheduleTime: '10:00',
    title: '퇴원 예정',
    location: '본관 7병동',
    description: '퇴원 수속과 진료비 계산은 1층 원무과 입퇴원 창구에서 합니다.',
  },
]

/** Rounds, day by day: professor on weekdays, the resident at weekends, none after the discharge round. */
const ROUNDS: Array<[day: string, time: string, note: string, weekend?: boolean]> = [
  ['2026-11-20', '17:00', '입원 첫날 회진: 수술 일정 안내'],
  ['2026-11-21', '09:00', '주말 회진', true],
  ['2026-11-22', '09:00', '주말 회진', true],
  ['2026-11-23', '07:30', '수술 전 회진: 수술 부위 확인'],
  ['2026-11-23', '17:00', '수술 후 회진: 수술 결과 설명'],
  ['2026-11-24', '07:30', '수술 다음 날 회진: 상처와 통증 확인'],
  ['2026-11-24', '17:00', '저녁 회진'],
  ['2026-11-25', '07:30', '아침 회진'],
  ['2026-11-25', '17:00', '저녁 회진'],
  ['2026-11-26', '07:30', '아침 회진: 퇴원 일정 확인'],
  ['2026-11-26', '17:00', '저녁 회진'],
  ['2026-11-27', '07:30', '퇴원 전 회진'],
]

const regular = (menu: string[], kcal: number): Meal => ({ dietName: '일반식', menu, kcal, fasting: 'N' })
const fasting: Meal = { dietName: '금식 (수술)', menu: [], kcal: 0, fasting: 'Y' }
const liquid: Meal = {
  dietName: '미음 (유동식)',
  menu: ['쌀미음', '맑은 장국', '보리차'],
  kcal: 250,
  fasting: 'N',
}
const soft = (menu: string[]): Meal => ({ dietName: '죽 (연식)', menu, kcal: 480, fasting: 'N' })

/** What the ward kitchen serves him, meal by meal: normal food, nothing on surgery day, then slowly back. */
const MEALS: Array<[day: string, breakfast?: Meal, lunch?: Meal, dinner?: Meal]> = [
  [
    '2026-11-20',
    undefined,
    regular(['쌀밥', '소고기미역국', '고등어구이', '시금치나물', '배추김치'], 650),
    regular(['잡곡밥', '된장국', '닭가슴살조림', '애호박볶음', '깍두기'], 610),
  ],
  [
    '2026-11-21',
    regular(['흰죽', '계란찜', '백김치', '두유'], 520),
    regular(['쌀밥', '콩나물국', '돼지고기불고기', '무생채', '배추김치'], 670),
    regular(['잡곡밥', '북엇국', '두부조림', '숙주나물', '깍두기'], 600),
  ],
  [
    '2026-11-22',
    regular(['쌀밥', '감잣국', '달걀말이', '김구이', '백김치'], 560),
    regular(['쌀밥', '미역국', '삼치구이', '브로콜리무침', '배추김치'], 640),
    { ...regular(['흰죽', '맑은 장국', '연두부', '백김치'], 450), dietName: '일반식 (자정부터 금식)' },
  ],
  ['2026-11-23', fasting, fasting, fasting],
  ['2026-11-24', liquid, liquid, soft(['흰죽', '계란찜', '맑은 장국'])],
  [
    '2026-11-25',
    soft(['흰죽', '두부찜', '백김치']),
    soft(['소고기죽', '계란찜', '물김치']),
    soft(['야채죽', '연두부', '백김치']),
  ],
  [
    '2026-11-26',
    regular(['흰죽', '계란찜', '백김치', '두유'], 520),
    regular(['쌀밥', '소고기무국', '가자미구이', '시금치나물', '배추김치'], 640),
    regular(['쌀밥', '배춧국', '닭안심조림', '가지나물', '깍두기'], 600),
  ],
  ['2026-11-27', regular(['쌀밥', '계란국', '두부부침', '김구이', '백김치'], 540)],
]

/**
 * 박영수 (77), the `inpatient` persona. In August he was admitted for four days with acute
 * cholecystitis (antibiotics, paid at the counter on discharge); at his November clinic visit
 * 오태석 booked the gallbladder operation. Admitted to surgical ward 7 on Friday 20 November
 * (three days ago), laparoscopic cholecystectomy today at 13:00 (its first date, the 20th, was
 * moved after the admission blood test), rounds and meals every day, results and medicines of
 * both stays, an interim bill for the first three days still to pay (once). Discharge is planned
 * for the 27th. His main user id is on the inpatient-payment allow list.
 */
export function seedInpatient(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: patientRef,
      name: '박영수',
      birthDate: '1949-07-02',
      residentNumber: '4907021234567',
      gender: 'M',
      cellphoneNumber: '01034567890',
    },
    { userId: 'U1002', ci: 'CI-INPATIENT-0001', persona: 'inpatient', token: 'sandbox-token-U1002' },
  )

  world.add('clinicVisits', {
    patientRef,
    departmentCode: 'GS',
    departmentName: '외과',
    doctorCode: 'D1201',
    doctorName: '오태석',
    location: '본관 3층 외과계 외래',
    visitType: 'REVISIT',
    appointmentId: 'A202611100001',
    receptionId: 'R202611100014',
    scheduleDate: '2026-11-10',
    appointmentTime: '14:20',
    status: 'COMPLETED',
    treatmentStatus: 'COMPLETED',
    arrivalYn: 'Y',
    chg_seq: 1,
    queueAhead: 0,
    queuePolls: 0,
    createdAt: '2026-10-27T09:00:00+09:00',
  })

  seedAugustStay(world)

  world.add('stays', {
    patientRef,
    receptionId: stayRef,
    status: 'IN_HOSPITAL',
    admissionDate: '2026-11-20',
    expectedDischargeDate: '2026-11-27',
    ward: '본관 7병동',
    room: '712',
    bed: '3',
    ...GS,
    // The nightly interim bill for 20-22 November. The patient share is 20% of what insurance
    // covers (meals 50%) plus everything it does not.
    interimBill: {
      receptionId: stayRef,
      admissionDate: '2026-11-20',
      periodStart: '2026-11-20',
      periodEnd: '2026-11-22',
      totalAmount: 1463000,
      insurerAmount: 1113400,
      patientAmount: 349600,
      paidAmount: 0,
      amountDue: 349600,
      updatedAt: '2026-11-23T06:00:00+09:00',
      lines: [
        { itemName: '입원료', insuredAmount: 620000, uninsuredAmount: 0, patientAmount: 124000 },
        { itemName: '식대', insuredAmount: 126000, uninsuredAmount: 0, patientAmount: 63000 },
        { itemName: '검사료', insuredAmount: 412000, uninsuredAmount: 0, patientAmount: 82400 },
        { itemName: '영상진단료', insuredAmount: 185000, uninsuredAmount: 0, patientAmount: 37000 },
        { itemName: '투약 및 주사료', insuredAmount: 96000, uninsuredAmount: 24000, patientAmount: 43200 },
      ],
    },
  })

  world.add(
    'surgeries',
    {
      stayRef,
      surgeryId: 'OP202611230001',
      surgeryDate: '2026-11-23',
      scheduledTime: '13:00',
      operationName: '복강경 담낭절제술',
      state: 'WAITING',
      roomName: '제3수술실',
      ...GS,
      patientName: '박*수',
      expectedMinutes: 90,
      updatedAt: '2026-11-22T16:40:00+09:00',
      history: [{ state: 'WAITING', changedAt: '2026-11-22T16:40:00+09:00' }],
    },
    // First booked for the admission day; the admission blood test moved it to today. The server
    // keeps the old booking as cancelled, and the app never shows it.
    {
      stayRef,
      surgeryId: 'OP202611200001',
      surgeryDate: '2026-11-20',
      scheduledTime: '16:00',
      operationName: '복강경 담낭절제술',
      state: 'CANCELLED',
      roomName: '제2수술실',
      ...GS,
      patientName: '박*수',
      expectedMinutes: 90,
      updatedAt: '2026-11-20T13:40:00+09:00',
      history: [
        { state: 'WAITING', changedAt: '2026-11-10T15:05:00+09:00' },
        { state: 'CANCELLED', changedAt: '2026-11-20T13:40:00+09:00' },
      ],
    },
  )

  for (const [day, time, note, weekend] of ROUNDS) {
    world.add('rounds', {
      stayRef,
      roundId: `RD${day.replaceAll('-', '')}${time.replace(':', '')}`,
      roundDate: day,
      roundTime: time,
      ...(weekend ? RESIDENT : GS),
      note,
    })
  }

  for (const [day, ...meals] of MEALS) {
    ;(['BREAKFAST', 'LUNCH', 'DINNER'] as const).forEach((mealType, index) => {
      const meal = meals[index]
      if (meal) world.add('meals', { stayRef, mealDate: day, mealType, ...meal })
    })
  }

  world.add(
    'inpatientSchedule',
    ...SCHEDULE.map((item) => ({ stayRef, scheduleType: TYPE_OF[item.category], ...item })),
  )

  const order = { patientRef, kind: 'INPATIENT' as const, receptionId: stayRef, ...GS }
  world.add(
    'medicineOrders',
    // What he takes at home goes on in hospital; the stomach medicine for the tests' fasting.
    {
      ...order,
      orderDate: '2026-11-20',
      totalDays: 2,
      items: [prescribe('amlodipine', 2), prescribe('rebamipide', 2)],
    },
    // The antibiotic given before the operation, in the ward.
    { ...order, orderDate: '2026-11-22', totalDays: 1, items: [prescribe('cefazolin', 1), prescribe('amlodipine', 1)] },
    // After the operation: pain relief, the antibiotic for another day, the usual blood pressure pill.
    {
      ...order,
      orderDate: '2026-11-23',
      totalDays: 2,
      items: [prescribe('acetaminophen', 2), prescribe('cefazolin', 1), prescribe('amlodipine', 2)],
    },
  )

  const result = { patientRef, kind: 'INPATIENT' as const, receptionId: stayRef, ...GS }
  world.add(
    'testResults',
    {
      ...result,
      isReady: 'Y',
      orderDate: '2026-11-20',
      testDate: '2026-11-20',
      testName: '입원 시 혈액검사 (간기능, 염증)',
      category: '진단검사',
      items: [
        { itemName: 'AST', value: '48', unit: 'IU/L', referenceRange: '0~40', flag: 'H' },
        { itemName: 'ALT', value: '62', unit: 'IU/L', referenceRange: '0~40', flag: 'H' },
        { itemName: 'ALP', value: '168', unit: 'IU/L', referenceRange: '40~129', flag: 'H' },
        { itemName: '총빌리루빈', value: '1.1', unit: 'mg/dL', referenceRange: '0.2~1.2', flag: 'N' },
        { itemName: 'CRP (염증 수치)', value: '2.4', unit: 'mg/dL', referenceRange: '0~0.5', flag: 'H' },
      ],
      comment:
        '담석 때문에 담도에 염증이 있어 간 수치와 염증 수치가 조금 올라 있습니다. 항생제를 쓰고 수술 날짜를 23일로 미뤘습니다. 수술 뒤 다시 확인합니다.',
    },
    {
      ...result,
      isReady: 'Y',
      orderDate: '2026-11-20',
      testDate: '2026-11-21',
      testName: '수술 전 검사 (흉부 X선, 심전도)',
      category: '영상·기능검사',
      items: [
        { itemName: '흉부 X선 판독', value: '활동성 폐병변 없음', flag: 'N' },
        { itemName: '심전도', value: '정상 동율동', referenceRange: '정상 동율동', flag: 'N' },
      ],
      comment: '마취와 수술을 받기에 문제가 없습니다.',
    },
    {
      ...result,
      isReady: 'N',
      orderDate: '2026-11-21',
      testDate: '2026-11-22',
      testName: '혈액배양검사',
      category: '미생물검사',
      items: [{ itemName: '세균 배양', value: '배양 중', flag: 'N' }],
    },
    {
      ...result,
      isReady: 'Y',
      orderDate: '2026-11-22',
      testDate: '2026-11-23',
      testName: '수술 전 혈액검사 (CBC, 응고검사)',
      category: '진단검사',
      items: [
        { itemName: '백혈구', value: '7.1', unit: '10³/µL', referenceRange: '4.0~10.0', flag: 'N' },
        { itemName: '헤모글로빈', value: '13.6', unit: 'g/dL', referenceRange: '13.0~17.0', flag: 'N' },
        { itemName: '혈소판', value: '232', unit: '10³/µL', referenceRange: '150~400', flag: 'N' },
        { itemName: 'PT (INR)', value: '1.02', referenceRange: '0.8~1.2', flag: 'N' },
        { itemName: 'CRP (염증 수치)', value: '0.4', unit: 'mg/dL', referenceRange: '0~0.5', flag: 'N' },
      ],
      comment: '염증 수치가 내려가 예정대로 수술합니다.',
    },
  )

  world.add('messages', {
    userId: 'U1002',
    messageId: 'MSG202611220101',
    clicked: 'N',
    category: 'NOTICE',
    title: '수술 일정 안내',
    body: '11월 23일(월) 오후 1:00 복강경 담낭절제술이 예정되어 있습니다. 오늘 자정부터 물도 드시지 마세요.',
    sentAt: '2026-11-22T17:30:00+09:00',
    linkPath: '/inpatient/operation/current/default',
  })
}

/** 10-14 August: acute cholecystitis, four days of antibiotics, the bill paid at the counter on the way out. */
function seedAugustStay(world: WorldBuilder): void {
  world.add('stays', {
    patientRef,
    receptionId: augustRef,
    status: 'DISCHARGED',
    admissionDate: '2026-08-10',
    expectedDischargeDate: '2026-08-14',
    ward: '본관 7병동',
    room: '705',
    bed: '1',
    ...GS,
    certificate: {
      diagnosis: '급성 담낭염',
      code: 'K81.0',
      writtenOn: '2026-08-14',
      opinion:
        '상기 병명으로 2026년 8월 10일부터 8월 14일까지 입원하여 항생제 치료를 받았으며, 퇴원 후 2주간 외래 경과 관찰이 필요함.',
    },
    interimBill: {
      receptionId: augustRef,
      admissionDate: '2026-08-10',
      periodStart: '2026-08-10',
      periodEnd: '2026-08-14',
      totalAmount: 1161500,
      insurerAmount: 875200,
      patientAmount: 286300,
      paidAmount: 286300,
      amountDue: 0,
      updatedAt: '2026-08-14T11:20:00+09:00',
      lines: [
        { itemName: '입원료', insuredAmount: 640000, uninsuredAmount: 0, patientAmount: 128000 },
        { itemName: '식대', insuredAmount: 180000, uninsuredAmount: 0, patientAmount: 90000 },
        { itemName: '검사료', insuredAmount: 268000, uninsuredAmount: 0, patientAmount: 53600 },
        { itemName: '투약 및 주사료', insuredAmount: 73500, uninsuredAmount: 0, patientAmount: 14700 },
      ],
    },
  })
  const order = { patientRef, kind: 'INPATIENT' as const, receptionId: augustRef, ...GS }
  world.add(
    'medicineOrders',
    { ...order, orderDate: '2026-08-10', totalDays: 4, items: [prescribe('cefazolin', 4), prescribe('amlodipine', 4)] },
    // Medicines to take home.
    {
      ...order,
      orderDate: '2026-08-14',
      totalDays: 7,
      items: [prescribe('acetaminophen', 7), prescribe('rebamipide', 7), prescribe('amlodipine', 7)],
    },
  )
  world.add(
    'testResults',
    {
      patientRef,
      kind: 'INPATIENT',
      isReady: 'Y',
      receptionId: augustRef,
      orderDate: '2026-08-10',
      testDate: '2026-08-10',
      ...GS,
      testName: '응급 혈액검사 (염증, 간기능)',
      category: '진단검사',
      items: [
        { itemName: '백혈구', value: '14.8', unit: '10³/µL', referenceRange: '4.0~10.0', flag: 'H' },
        { itemName: 'CRP (염증 수치)', value: '9.6', unit: 'mg/dL', referenceRange: '0~0.5', flag: 'H' },
        { itemName: 'ALP', value: '142', unit: 'IU/L', referenceRange: '40~129', flag: 'H' },
        { itemName: '총빌리루빈', value: '1.0', unit: 'mg/dL', referenceRange: '0.2~1.2', flag: 'N' },
      ],
      comment: '급성 담낭염입니다. 항생제 치료로 염증을 가라앉힌 뒤 외래에서 수술 날짜를 정합니다.',
    },
    {
      patientRef,
      kind: 'INPATIENT',
      isReady: 'Y',
      receptionId: augustRef,
      orderDate: '2026-08-13',
      testDate: '2026-08-13',
      ...GS,
      testName: '퇴원 전 혈액검사',
      category: '진단검사',
      items: [
        { itemName: '백혈구', value: '7.9', unit: '10³/µL', referenceRange: '4.0~10.0', flag: 'N' },
        { itemName: 'CRP (염증 수치)', value: '1.2', unit: 'mg/dL', referenceRange: '0~0.5', flag: 'H' },
      ],
      comment: '염증이 많이 줄어 내일 퇴원합니다.',
    },
  )
  world.add('payments', {
    patientRef,
    kind: 'INPATIENT',
    receptionId: augustRef,
    status: 'PAID',
    paymentId: 'IPAY202608140001',
    paidAt: '2026-08-14T11:20:00+09:00',
    visitDate: '2026-08-10',
    ...GS,
    amount: 286300,
    totalAmount: 1161500,
    insurerAmount: 875200,
    method: 'COUNTER',
    billIds: [],
    lines: [
      { itemName: '입원료', insuredAmount: 640000, uninsuredAmount: 0, patientAmount: 128000 },
      { itemName: '식대', insuredAmount: 180000, uninsuredAmount: 0, patientAmount: 90000 },
      { itemName: '검사료', insuredAmount: 268000, uninsuredAmount: 0, patientAmount: 53600 },
      { itemName: '투약 및 주사료', insuredAmount: 73500, uninsuredAmount: 0, patientAmount: 14700 },
    ],
  })
}
