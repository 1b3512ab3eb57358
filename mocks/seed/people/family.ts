import type { WorldBuilder } from '../world-builder'
import { PANELS, addPerson, prescribe } from './shared'

/**
 * 정해진 (44), the `family` persona: the main account of a daughter 정하윤 (10, under 14, her
 * patient number not registered in the app yet) and a mother 김순자 (75, with a neurology
 * booking, medicines and an unpaid bill).
 */
export function seedFamily(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: '10567890',
      name: '정해진',
      birthDate: '1982-05-21',
      residentNumber: '8205211234567',
      gender: 'M',
      cellphoneNumber: '01056789012',
    },
    { userId: 'U1004', ci: 'CI-FAMILY-0001', persona: 'family', token: 'sandbox-token-U1004' },
  )
  addPerson(
    world,
    {
      patientNo: '10567891',
      name: '정하윤',
      birthDate: '2016-08-30',
      residentNumber: '1608304123456',
      gender: 'F',
      cellphoneNumber: '01056789012',
      // The desk recorded her father as her guardian when she was first registered.
      guardianCi: 'CI-FAMILY-0001',
    },
    { userId: 'U1005', ci: 'CI-FAMILY-CHILD-0001', relation: 'CHILD', mainUserId: 'U1004', linked: false },
  )
  addPerson(
    world,
    {
      patientNo: '10567892',
      name: '김순자',
      birthDate: '1951-01-15',
      residentNumber: '5101152123456',
      gender: 'F',
      cellphoneNumber: '01067890123',
    },
    { userId: 'U1006', ci: 'CI-FAMILY-PARENT-0001', relation: 'PARENT', mainUserId: 'U1004' },
  )

  const NR = {
    departmentCode: 'NR',
    departmentName: '신경과',
    location: '본관 2층 내과계 외래',
    doctorCode: 'D1701',
    doctorName: '임재현',
  }
  world.add(
    'clinicVisits',
    {
      patientRef: '10567892',
      ...NR,
      visitType: 'REVISIT',
      appointmentId: 'A202610190001',
      receptionId: 'R202610190044',
      scheduleDate: '2026-10-19',
      appointmentTime: '14:40',
      status: 'COMPLETED',
      treatmentStatus: 'COMPLETED',
      arrivalYn: 'Y',
      chg_seq: 1,
      queueAhead: 0,
      queuePolls: 0,
      createdAt: '2026-09-21T10:00:00+09:00',
    },
    {
      patientRef: '10567892',
      ...NR,
      visitType: 'REVISIT',
      appointmentId: 'A202611300001',
      receptionId: 'R202611300021',
      scheduleDate: '2026-11-30',
      appointmentTime: '14:00',
      status: 'BOOKED',
      treatmentStatus: 'NURSE_WAITING',
      arrivalYn: 'N',
      chg_seq: 1,
      queueAhead: 2,
      queuePolls: 0,
      createdAt: '2026-10-19T15:10:00+09:00',
    },
    {
      patientRef: '10567891',
      departmentCode: 'PED',
      departmentName: '소아청소년과',
      location: '신관 1층 소아청소년 외래',
      doctorCode: 'D1501',
      doctorName: '강민서',
      visitType: 'REVISIT',
      appointmentId: 'A202611050001',
      receptionId: 'R202611050031',
      scheduleDate: '2026-11-05',
      appointmentTime: '16:00',
      status: 'COMPLETED',
      treatmentStatus: 'COMPLETED',
      arrivalYn: 'Y',
      chg_seq: 1,
      queueAhead: 0,
      queuePolls: 0,
      createdAt: '2026-10-30T09:00:00+09:00',
    },
  )
  world.add('bills', {
    patientRef: '10567892',
    billId: 'B202610190101',
    receptionId: 'R202610190044',
    visitDate: '2026-10-19',
    departmentName: '신경과',
    doctorName: '임재현',
    chargeName: '진찰료·혈액검사료',
    amountDue: 12800,
    status: 'UNPAID',
    counterOnly: 'N',
    additionalCharge: 'N',
  })
  world.add(
    'medicineOrders',
    {
      patientRef: '10567892',
      kind: 'OUTPATIENT',
      receptionId: 'R202610190044',
      orderDate: '2026-10-19',
      departmentName: '신경과',
      doctorName: '임재현',
      totalDays: 56,
      items: [prescribe('donepezil', 56)],
    },
    {
      patientRef: '10567891',
      kind: 'OUTPATIENT',
      receptionId: 'R202611050031',
      orderDate: '2026-11-05',
      departmentName: '소아청소년과',
      doctorName: '강민서',
      totalDays: 14,
      items: [prescribe('cetirizine', 14)],
    },
  )
  world.add('testResults', {
    patientRef: '10567892',
    kind: 'OUTPATIENT',
    isReady: 'Y',
    receptionId: 'R202610190044',
    orderDate: '2026-10-19',
    testDate: '2026-10-19',
    departmentName: '신경과',
    doctorName: '임재현',
    ...PANELS.glucose,
  })
}

/** 배수진 (35), the `newcomer` persona: signed up last week, patient number not registered yet. */
export function seedNewcomer(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: '10678901',
      name: '배수진',
      birthDate: '1990-12-03',
      residentNumber: '9012032123456',
      gender: 'F',
      cellphoneNumber: '01056781234',
    },
    { userId: 'U1007', ci: 'CI-NEWCOMER-0001', persona: 'newcomer', linked: false, token: 'sandbox-token-U1007' },
  )
}

/** Hospital patients without an app account: for proxy payment and family registration. */
export function seedOtherPatients(world: WorldBuilder): void {
  addPerson(world, {
    patientNo: '10789012',
    name: '장민호',
    birthDate: '1979-02-11',
    residentNumber: '7902111234567',
    gender: 'M',
    cellphoneNumber: '01078901234',
  })
  addPerson(world, {
    patientNo: '10789013',
    name: '이순례',
    birthDate: '1934-05-02',
    residentNumber: '3405022123456',
    gender: 'F',
    cellphoneNumber: '01077770001',
  })
  world.add(
    'bills',
    {
      patientRef: '10789012',
      billId: 'B202611200101',
      receptionId: 'R202611200077',
      visitDate: '2026-11-20',
      departmentName: '정형외과',
      doctorName: '한동욱',
      chargeName: '진찰료·X선 검사료',
      amountDue: 27300,
      status: 'UNPAID',
      counterOnly: 'N',
      additionalCharge: 'N',
    },
    // A bill the app may not take: it must be settled at the counter.
    {
      patientRef: '10789012',
      billId: 'B202611200102',
      receptionId: 'R202611200077',
      visitDate: '2026-11-20',
      departmentName: '정형외과',
      doctorName: '한동욱',
      chargeName: '도수치료비 (비급여)',
      amountDue: 154000,
      status: 'UNPAID',
      counterOnly: 'Y',
      additionalCharge: 'N',
    },
  )

  // 이순례's prescription of this morning, sent to a pharmacy from her grandson's phone, accepted
  // and priced: its charge is due (the e-prescription service's payment examples).
  world.add('prescriptions', {
    patientRef: '10789013',
    receptionId: 'R202611230015',
    prscNo: 'PR202611230201',
    issuedAt: '2026-11-23T08:15:00+09:00',
    departmentName: '가정의학과',
    doctorName: '윤정민',
    drugCount: 3,
    submitStatus: 'SENT',
    pharmCode: 'PH0002',
    pharmName: '한빛메디칼약국',
    submittedAt: '2026-11-23T08:20:00+09:00',
    qrData: 'HANBIT-RX:PR202611230201:10789013',
    rxId: 'RX202611230002',
    counterOnly: false,
  })
  world.add('rxOrders', {
    patientRef: '10789013',
    rxId: 'RX202611230002',
    prscNo: 'PR202611230201',
    receptionId: 'R202611230015',
    status: 'ACCEPTED',
    pharmCode: 'PH0002',
    pharmName: '한빛메디칼약국',
    amount: 8500,
    isCostReady: 'Y',
    paid: 'N',
    counterOnly: 'N',
    history: [
      { status: 'CREATED', changedAt: '2026-11-23T08:18:00+09:00' },
      { status: 'SENT', changedAt: '2026-11-23T08:20:00+09:00' },
      { status: 'ACCEPTED', changedAt: '2026-11-23T08:31:00+09:00' },
    ],
    updatedAt: '2026-11-23T08:31:00+09:00',
  })
}
