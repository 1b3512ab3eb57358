import type { WorldBuilder } from '../world-builder'
import { PANELS, addPerson, prescribe } from './shared'

const patientRef = '10345678'
const stayRef = 'R202611170201'
const GS = { departmentName: '외과', doctorName: '오태석' }

const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'] as const

/**
 * 박영수 (77), the `inpatient` persona: admitted to surgery ward 7 on 17 Nov for gallstones,
 * laparoscopic cholecystectomy today at 13:00 (fasting since midnight), daily rounds, meals,
 * an interim bill partly paid. His main user id is on the inpatient-payment allow list.
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
    visitType: 'FIRST',
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
    createdAt: '2026-11-04T09:00:00+09:00',
  })

  world.add('stays', {
    patientRef,
    receptionId: stayRef,
    status: 'IN_HOSPITAL',
    admissionDate: '2026-11-17',
    expectedDischargeDate: '2026-11-27',
    ward: '본관 7병동',
    room: '712',
    bed: '3',
    ...GS,
    interimBill: {
      receptionId: stayRef,
      admissionDate: '2026-11-17',
      periodStart: '2026-11-17',
      periodEnd: '2026-11-22',
      totalAmount: 3850000,
      insurerAmount: 2900000,
      patientAmount: 950000,
      paidAmount: 500000,
      amountDue: 450000,
      updatedAt: '2026-11-23T06:00:00+09:00',
      lines: [
        { itemName: '입원료', insuredAmount: 1240000, uninsuredAmount: 0, patientAmount: 248000 },
        { itemName: '검사료', insuredAmount: 980000, uninsuredAmount: 120000, patientAmount: 316000 },
        { itemName: '영상진단료', insuredAmount: 860000, uninsuredAmount: 0, patientAmount: 172000 },
        { itemName: '투약 및 주사료', insuredAmount: 520000, uninsuredAmount: 130000, patientAmount: 214000 },
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
      updatedAt: '2026-11-23T07:10:00+09:00',
    },
    // Moved to today; the old booking stays on the server as cancelled and is never shown.
    {
      stayRef,
      surgeryId: 'OP202611200001',
      surgeryDate: '2026-11-20',
      scheduledTime: '09:00',
      operationName: '복강경 담낭절제술',
      state: 'CANCELLED',
      roomName: '제2수술실',
      ...GS,
      patientName: '박*수',
      updatedAt: '2026-11-19T16:00:00+09:00',
    },
  )

  for (const [i, day] of DAYS.entries()) {
    world.add(
      'rounds',
      {
        stayRef,
        roundId: `RD${day.replaceAll('-', '')}01`,
        roundDate: day,
        roundTime: '07:30',
        ...GS,
        note: i === 2 ? '수술 전 회진' : '아침 회진',
      },
      {
        stayRef,
        roundId: `RD${day.replaceAll('-', '')}02`,
        roundDate: day,
        roundTime: '17:00',
        ...GS,
        note: i === 2 ? '수술 후 회진' : '저녁 회진',
      },
    )
    const fasting = day === '2026-11-23'
    const soft = day === '2026-11-24'
    const meal = (mealType: 'BREAKFAST' | 'LUNCH' | 'DINNER', menu: string[], kcal: number) =>
      world.add('meals', {
        stayRef,
        mealDate: day,
        mealType,
        dietName: fasting ? '금식' : soft ? '미음 (유동식)' : '일반식',
        menu: fasting ? [] : soft ? ['쌀미음', '맑은 국물'] : menu,
        kcal: fasting ? 0 : soft ? 250 : kcal,
        fasting: fasting ? 'Y' : 'N',
      })
    meal('BREAKFAST', ['흰죽', '계란찜', '백김치', '두유'], 520)
    meal('LUNCH', ['현미밥', '미역국', '고등어구이', '시금치나물', '배추김치'], 650)
    meal('DINNER', ['잡곡밥', '된장국', '닭가슴살조림', '애호박볶음', '깍두기'], 610)
  }

  world.add(
    'inpatientSchedule',
    {
      stayRef,
      scheduleId: 'IS202611230001',
      scheduleType: 'TEST',
      scheduleDate: '2026-11-23',
      scheduleTime: '06:00',
      title: '수술 전 채혈',
      location: '7병동 처치실',
    },
    {
      stayRef,
      scheduleId: 'IS202611230002',
      scheduleType: 'SURGERY',
      scheduleDate: '2026-11-23',
      scheduleTime: '13:00',
      title: '복강경 담낭절제술',
      location: '본관 3층 제3수술실',
      description: '자정부터 금식, 12:30에 수술실로 이동',
    },
    {
      stayRef,
      scheduleId: 'IS202611240001',
      scheduleType: 'TEST',
      scheduleDate: '2026-11-24',
      scheduleTime: '09:00',
      title: '복부 X선',
      location: '본관 지하 1층 영상의학센터',
    },
    {
      stayRef,
      scheduleId: 'IS202611270001',
      scheduleType: 'INPATIENT',
      scheduleDate: '2026-11-27',
      scheduleTime: '10:00',
      title: '퇴원 예정',
      location: '본관 7병동',
      description: '퇴원 수속은 1층 원무과',
    },
  )

  const order = { patientRef, kind: 'INPATIENT' as const, receptionId: stayRef, ...GS }
  world.add(
    'medicineOrders',
    {
      ...order,
      orderDate: '2026-11-17',
      totalDays: 3,
      items: [prescribe('acetaminophen', 3), prescribe('amlodipine', 3)],
    },
    {
      ...order,
      orderDate: '2026-11-20',
      totalDays: 3,
      items: [prescribe('amlodipine', 3), prescribe('rebamipide', 3)],
    },
    { ...order, orderDate: '2026-11-22', totalDays: 2, items: [prescribe('cefazolin', 2), prescribe('amlodipine', 2)] },
  )
  world.add(
    'testResults',
    {
      patientRef,
      kind: 'INPATIENT',
      isReady: 'Y',
      receptionId: stayRef,
      orderDate: '2026-11-17',
      testDate: '2026-11-17',
      ...GS,
      ...PANELS.liver,
    },
    {
      patientRef,
      kind: 'INPATIENT',
      isReady: 'Y',
      receptionId: stayRef,
      orderDate: '2026-11-22',
      testDate: '2026-11-23',
      ...GS,
      ...PANELS.cbc,
    },
    {
      patientRef,
      kind: 'INPATIENT',
      isReady: 'N',
      receptionId: stayRef,
      orderDate: '2026-11-22',
      testDate: '2026-11-24',
      ...GS,
      ...PANELS.chestXray,
    },
  )
  world.add('payments', {
    patientRef,
    kind: 'INPATIENT',
    status: 'PAID',
    paymentId: 'IPAY202611200001',
    paidAt: '2026-11-20T15:20:00+09:00',
    visitDate: '2026-11-17',
    ...GS,
    amount: 500000,
    totalAmount: 500000,
    insurerAmount: 0,
    method: 'CARD',
    cardName: '삼성카드',
    approvalNo: '40077123',
    billIds: [],
    lines: [{ itemName: '입원 중간진료비 (일부)', insuredAmount: 0, uninsuredAmount: 0, patientAmount: 500000 }],
  })
  world.add('messages', {
    userId: 'U1002',
    messageId: 'MSG202611220101',
    clicked: 'N',
    category: 'NOTICE',
    title: '수술 일정 안내',
    body: '11월 23일(월) 오후 1:00 복강경 담낭절제술이 예정되어 있습니다. 자정부터 금식해 주세요.',
    sentAt: '2026-11-22T17:30:00+09:00',
    linkPath: '/inpatient/operation/current/default',
  })
}
