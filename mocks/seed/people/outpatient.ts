import type { WorldBuilder } from '../world-builder'
import { PANELS, addPerson, prescribe } from './shared'

/** 본관 and department locations the visits point to. */
const IMC = { departmentCode: 'IMC', departmentName: '순환기내과', location: '본관 2층 내과계 외래' }
const IMG = { departmentCode: 'IMG', departmentName: '소화기내과', location: '본관 2층 내과계 외래' }
const OPH = { departmentCode: 'OPH', departmentName: '안과', location: '신관 3층 안과 외래' }
const FM = { departmentCode: 'FM', departmentName: '가정의학과', location: '신관 2층 건강증진센터' }
const 김성훈 = { doctorCode: 'D1001', doctorName: '김성훈' }
const 박지훈 = { doctorCode: 'D1101', doctorName: '박지훈' }
const 조은비 = { doctorCode: 'D1801', doctorName: '조은비' }
const 윤정민 = { doctorCode: 'D1401', doctorName: '윤정민' }

const patientRef = '10234567'

/**
 * 이서연 (68), the `outpatient` persona. Today (Mon 23 Nov) she has already seen the eye
 * clinic at 08:30 (prescription issued, bill unpaid, eye drops not yet sent to a pharmacy; a
 * second prescription from the emergency room last night is being changed until 09:40),
 * has a heart clinic visit at 10:30 to check in for, and two same-day tests. She has future
 * bookings, past visits with results and medicines, paid and unpaid bills, a registered car and
 * a hi-pass card.
 */
export function seedOutpatient(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: patientRef,
      name: '이서연',
      birthDate: '1958-03-14',
      residentNumber: '5803142123456',
      gender: 'F',
      cellphoneNumber: '01023456789',
    },
    { userId: 'U1001', ci: 'CI-OUTPATIENT-0001', persona: 'outpatient', token: 'sandbox-token-U1001' },
  )

  const visit = {
    patientRef,
    visitType: 'REVISIT' as const,
    status: 'COMPLETED' as const,
    treatmentStatus: 'COMPLETED' as const,
    arrivalYn: 'Y' as const,
    chg_seq: 1,
    queueAhead: 0,
    queuePolls: 0,
  }
  world.add(
    'clinicVisits',
    {
      ...visit,
      ...FM,
      ...윤정민,
      appointmentId: 'A202605140001',
      receptionId: 'R202605140021',
      scheduleDate: '2026-05-14',
      appointmentTime: '10:15',
      createdAt: '2026-05-02T19:20:00+09:00',
    },
    {
      ...visit,
      ...IMC,
      ...김성훈,
      appointmentId: 'A202608200001',
      receptionId: 'R202608200033',
      scheduleDate: '2026-08-20',
      appointmentTime: '09:45',
      createdAt: '2026-05-14T11:02:00+09:00',
    },
    {
      ...visit,
      ...IMG,
      ...박지훈,
      visitType: 'FIRST',
      appointmentId: 'A202611020001',
      receptionId: 'R202611020017',
      scheduleDate: '2026-11-02',
      appointmentTime: '10:20',
      createdAt: '2026-10-27T08:10:00+09:00',
    },
    {
      ...visit,
      ...IMC,
      ...김성훈,
      appointmentId: 'A202611090001',
      receptionId: 'R202611090055',
      scheduleDate: '2026-11-09',
      appointmentTime: '11:15',
      createdAt: '2026-08-20T10:30:00+09:00',
    },
    // Today, done: the eye clinic at 08:30.
    {
      ...visit,
      ...OPH,
      ...조은비,
      appointmentId: 'A202611230002',
      receptionId: 'R202611230102',
      scheduleDate: '2026-11-23',
      appointmentTime: '08:30',
      createdAt: '2026-10-12T15:40:00+09:00',
    },
    // Today, to come: the heart clinic at 10:30, not checked in yet.
    {
      ...visit,
      ...IMC,
      ...김성훈,
      status: 'BOOKED',
      treatmentStatus: 'NURSE_WAITING',
      arrivalYn: 'N',
      queueAhead: 3,
      appointmentId: 'A202611230001',
      receptionId: 'R202611230101',
      scheduleDate: '2026-11-23',
      appointmentTime: '10:30',
      createdAt: '2026-11-09T11:40:00+09:00',
    },
    {
      ...visit,
      ...IMG,
      ...박지훈,
      status: 'BOOKED',
      treatmentStatus: 'NURSE_WAITING',
      arrivalYn: 'N',
      appointmentId: 'A202611260001',
      receptionId: 'R202611260011',
      scheduleDate: '2026-11-26',
      appointmentTime: '10:00',
      createdAt: '2026-11-02T11:00:00+09:00',
    },
    {
      ...visit,
      ...IMC,
      ...김성훈,
      status: 'BOOKED',
      treatmentStatus: 'NURSE_WAITING',
      arrivalYn: 'N',
      appointmentId: 'A202612070001',
      receptionId: 'R202612070009',
      scheduleDate: '2026-12-07',
      appointmentTime: '09:30',
      createdAt: '2026-11-09T11:41:00+09:00',
    },
  )

  const test = { patientRef, visitType: 'REVISIT' as const, departmentName: '순환기내과' }
  world.add(
    'testVisits',
    {
      ...test,
      appointmentId: 'T202611090001',
      receptionId: 'R202611090056',
      scheduleDate: '2026-11-09',
      appointmentTime: '06:00',
      testName: '채혈 (혈액검사)',
      location: '본관 1층 채혈실',
      status: 'COMPLETED',
    },
    // Same-day tests (06:00 and 00:00 mean "any time today").
    {
      ...test,
      appointmentId: 'T202611230001',
      receptionId: 'R202611230103',
      scheduleDate: '2026-11-23',
      appointmentTime: '06:00',
      testName: '채혈 (혈액검사)',
      location: '본관 1층 채혈실',
      preparation: '검사 전 8시간 금식',
      status: 'BOOKED',
    },
    {
      ...test,
      appointmentId: 'T202611230002',
      receptionId: 'R202611230104',
      scheduleDate: '2026-11-23',
      appointmentTime: '00:00',
      testName: '흉부 X선',
      location: '본관 지하 1층 영상의학센터',
      status: 'BOOKED',
    },
    {
      ...test,
      appointmentId: 'T202612070001',
      receptionId: 'R202612070010',
      scheduleDate: '2026-12-07',
      appointmentTime: '08:30',
      testName: '심장초음파',
      location: '본관 2층 심장검사실',
      preparation: '편한 옷을 입고 오세요',
      status: 'BOOKED',
    },
  )

  // Every bill is owed or paid, never both: a paid one names its payment, and that payment lists
  // it. The 9 Nov heart clinic visit has two charges, each saying what it is for: the consultation
  // and blood tests paid that day (18,400원), and the Holter reading billed later, still owed.
  const bill = { patientRef, counterOnly: 'N' as const, additionalCharge: 'N' as const }
  world.add(
    'bills',
    {
      ...bill,
      billId: 'B202605140101',
      receptionId: 'R202605140021',
      visitDate: '2026-05-14',
      departmentName: '가정의학과',
      doctorName: '윤정민',
      chargeName: '진찰료·검사료',
      amountDue: 12000,
      status: 'PAID',
      paymentId: 'PAY202605140001',
    },
    {
      ...bill,
      billId: 'B202608200101',
      receptionId: 'R202608200033',
      visitDate: '2026-08-20',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      chargeName: '진찰료·심전도 검사료',
      amountDue: 21500,
      status: 'PAID',
      paymentId: 'PAY202608200001',
    },
    {
      ...bill,
      billId: 'B202611020101',
      receptionId: 'R202611020017',
      visitDate: '2026-11-02',
      departmentName: '소화기내과',
      doctorName: '박지훈',
      chargeName: '진찰료',
      amountDue: 9800,
      status: 'PAID',
      paymentId: 'PAY202611020001',
    },
    {
      ...bill,
      billId: 'B202611090101',
      receptionId: 'R202611090055',
      visitDate: '2026-11-09',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      chargeName: '진찰료·혈액검사료',
      amountDue: 18400,
      status: 'PAID',
      paymentId: 'PAY202611090001',
    },
    // Unpaid: the 24-hour Holter reading billed after the 9 Nov visit, and today's eye clinic.
    {
      ...bill,
      billId: 'B202611090102',
      receptionId: 'R202611090055',
      visitDate: '2026-11-09',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      chargeName: '24시간 홀터 심전도 검사료',
      amountDue: 32700,
      status: 'UNPAID',
    },
    {
      ...bill,
      billId: 'B202611230101',
      receptionId: 'R202611230102',
      visitDate: '2026-11-23',
      departmentName: '안과',
      doctorName: '조은비',
      chargeName: '진찰료·안과 검사료',
      amountDue: 18400,
      status: 'UNPAID',
    },
  )

  const paid = { patientRef, kind: 'OUTPATIENT' as const, status: 'PAID' as const }
  world.add(
    'payments',
    {
      ...paid,
      paymentId: 'PAY202605140001',
      paidAt: '2026-05-14T11:05:00+09:00',
      visitDate: '2026-05-14',
      departmentName: '가정의학과',
      doctorName: '윤정민',
      amount: 12000,
      totalAmount: 39800,
      insurerAmount: 27800,
      method: 'CARD',
      cardName: 'KB국민카드',
      approvalNo: '20448810',
      billIds: ['B202605140101'],
      lines: [
        { itemName: '진찰료', insuredAmount: 18200, uninsuredAmount: 0, patientAmount: 5500 },
        { itemName: '검사료', insuredAmount: 21600, uninsuredAmount: 0, patientAmount: 6500 },
      ],
    },
    {
      ...paid,
      paymentId: 'PAY202608200001',
      paidAt: '2026-08-20T10:40:00+09:00',
      visitDate: '2026-08-20',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      amount: 21500,
      totalAmount: 71600,
      insurerAmount: 50100,
      method: 'CARD',
      cardName: '신한카드',
      approvalNo: '30004417',
      billIds: ['B202608200101'],
      lines: [
        { itemName: '진찰료', insuredAmount: 19800, uninsuredAmount: 0, patientAmount: 5900 },
        { itemName: '심전도', insuredAmount: 51800, uninsuredAmount: 0, patientAmount: 15600 },
      ],
    },
    {
      ...paid,
      paymentId: 'PAY202611020001',
      paidAt: '2026-11-02T10:58:00+09:00',
      visitDate: '2026-11-02',
      departmentName: '소화기내과',
      doctorName: '박지훈',
      amount: 9800,
      totalAmount: 32600,
      insurerAmount: 22800,
      method: 'HIPASS',
      cardName: '신한카드',
      approvalNo: '30009981',
      billIds: ['B202611020101'],
      lines: [{ itemName: '진찰료', insuredAmount: 32600, uninsuredAmount: 0, patientAmount: 9800 }],
    },
    {
      ...paid,
      paymentId: 'PAY202611090001',
      paidAt: '2026-11-09T11:42:10+09:00',
      visitDate: '2026-11-09',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      amount: 18400,
      totalAmount: 61300,
      insurerAmount: 42900,
      method: 'CARD',
      cardName: '신한카드',
      approvalNo: '30012345',
      billIds: ['B202611090101'],
      lines: [
        { itemName: '진찰료', insuredAmount: 19800, uninsuredAmount: 0, patientAmount: 5900 },
        { itemName: '검체검사료', insuredAmount: 41500, uninsuredAmount: 0, patientAmount: 12500 },
      ],
    },
  )
  world.add('ubPays', {
    patientRef,
    serNo: 'UB202611090001',
    status: 'APPROVED',
    amount: 18400,
    requestedAt: '2026-11-09T11:41:50+09:00',
    paymentId: 'PAY202611090001',
    billIds: ['B202611090101'],
    payerUserId: 'U1001',
  })

  const order = { patientRef, kind: 'OUTPATIENT' as const }
  world.add(
    'medicineOrders',
    {
      ...order,
      receptionId: 'R202608200033',
      orderDate: '2026-08-20',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      totalDays: 84,
      items: [prescribe('amlodipine', 84), prescribe('aspirin', 84)],
    },
    {
      ...order,
      receptionId: 'R202611020017',
      orderDate: '2026-11-02',
      departmentName: '소화기내과',
      doctorName: '박지훈',
      totalDays: 14,
      items: [prescribe('rebamipide', 14)],
    },
    {
      ...order,
      receptionId: 'R202611090055',
      orderDate: '2026-11-09',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      totalDays: 28,
      items: [prescribe('amlodipine', 28), prescribe('atorvastatin', 28), prescribe('aspirin', 28)],
    },
    {
      ...order,
      receptionId: 'R202611230102',
      orderDate: '2026-11-23',
      departmentName: '안과',
      doctorName: '조은비',
      totalDays: 7,
      items: [prescribe('eyedrop', 7)],
    },
    // The emergency room last night (a minor car accident): pain relief for five days.
    {
      ...order,
      receptionId: 'R202611230007',
      orderDate: '2026-11-23',
      departmentName: '응급의학과',
      doctorName: '한승우',
      totalDays: 5,
      items: [prescribe('acetaminophen', 5), prescribe('rebamipide', 5)],
    },
  )

  const result = { patientRef, kind: 'OUTPATIENT' as const, isReady: 'Y' as const }
  world.add(
    'testResults',
    {
      ...result,
      receptionId: 'R202310050012',
      orderDate: '2023-10-05',
      testDate: '2023-10-05',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      ...PANELS.ecg,
    },
    {
      ...result,
      receptionId: 'R202608200033',
      orderDate: '2026-08-20',
      testDate: '2026-08-20',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      ...PANELS.ecg,
    },
    {
      ...result,
      receptionId: 'R202611020017',
      orderDate: '2026-11-02',
      testDate: '2026-11-02',
      departmentName: '소화기내과',
      doctorName: '박지훈',
      ...PANELS.liver,
    },
    {
      ...result,
      receptionId: 'R202611090055',
      orderDate: '2026-11-09',
      testDate: '2026-11-09',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      testName: '일반혈액검사 (CBC), 지질검사',
      category: '진단검사',
      items: [...PANELS.cbc.items, ...PANELS.lipid.items],
      comment: '콜레스테롤이 조금 높습니다. 약을 꾸준히 드시고 다음 진료 때 다시 확인합니다.',
    },
  )

  // E-prescriptions: today's eye drops ready to send; a second prescription of today (the
  // emergency room last night, car insurance: the pharmacy charge is settled at the counter) that
  // the doctor is still changing (until the demo's 처방 수정 끝내기 step); and two older ones received and paid in the app.
  const slip = { patientRef, counterOnly: false }
  world.add(
    'prescriptions',
    {
      ...slip,
      receptionId: 'R202608200033',
      prscNo: 'PR202608200001',
      issuedAt: '2026-08-20T10:05:00+09:00',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      drugCount: 2,
      submitStatus: 'SENT',
      pharmCode: 'PH0002',
      pharmName: '한빛메디칼약국',
      submittedAt: '2026-08-20T10:12:00+09:00',
      qrData: 'HANBIT-RX:PR202608200001:10234567',
      rxId: 'RX202608200001',
    },
    {
      ...slip,
      receptionId: 'R202611090055',
      prscNo: 'PR202611090001',
      issuedAt: '2026-11-09T11:30:00+09:00',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      drugCount: 3,
      submitStatus: 'SENT',
      pharmCode: 'PH0001',
      pharmName: '왕십리온누리약국',
      submittedAt: '2026-11-09T11:35:00+09:00',
      qrData: 'HANBIT-RX:PR202611090001:10234567',
      rxId: 'RX202611090001',
    },
    {
      ...slip,
      receptionId: 'R202611230007',
      prscNo: 'PR202611230007',
      issuedAt: '2026-11-23T00:40:00+09:00',
      departmentName: '응급의학과',
      doctorName: '한승우',
      drugCount: 2,
      submitStatus: 'NOT_SENT',
      qrData: 'HANBIT-RX:PR202611230007:10234567',
      modifying: 'Y',
      counterOnly: true,
    },
    {
      ...slip,
      receptionId: 'R202611230102',
      prscNo: 'PR202611230101',
      issuedAt: '2026-11-23T08:52:00+09:00',
      departmentName: '안과',
      doctorName: '조은비',
      drugCount: 1,
      submitStatus: 'NOT_SENT',
      qrData: 'HANBIT-RX:PR202611230101:10234567',
      rxId: 'RX202611230001',
    },
  )
  const received = { patientRef, status: 'COMPLETED' as const, isCostReady: 'Y' as const, paid: 'Y' as const }
  world.add(
    'rxOrders',
    {
      ...received,
      rxId: 'RX202608200001',
      prscNo: 'PR202608200001',
      receptionId: 'R202608200033',
      pharmCode: 'PH0002',
      pharmName: '한빛메디칼약국',
      traceNo: 'ORD20260820104800000001',
      amount: 6300,
      counterOnly: 'N',
      history: [
        { status: 'CREATED', changedAt: '2026-08-20T10:10:00+09:00' },
        { status: 'SENT', changedAt: '2026-08-20T10:12:00+09:00' },
        { status: 'ACCEPTED', changedAt: '2026-08-20T10:20:00+09:00' },
        { status: 'PREPARING', changedAt: '2026-08-20T10:31:00+09:00' },
        { status: 'READY', changedAt: '2026-08-20T10:52:00+09:00' },
        { status: 'COMPLETED', changedAt: '2026-08-20T11:24:00+09:00' },
      ],
      updatedAt: '2026-08-20T11:24:00+09:00',
    },
    {
      ...received,
      rxId: 'RX202611090001',
      prscNo: 'PR202611090001',
      receptionId: 'R202611090055',
      pharmCode: 'PH0001',
      pharmName: '왕십리온누리약국',
      traceNo: 'ORD20261109115800000001',
      amount: 4200,
      counterOnly: 'N',
      history: [
        { status: 'CREATED', changedAt: '2026-11-09T11:33:00+09:00' },
        { status: 'SENT', changedAt: '2026-11-09T11:35:00+09:00' },
        { status: 'ACCEPTED', changedAt: '2026-11-09T11:41:00+09:00' },
        { status: 'PREPARING', changedAt: '2026-11-09T11:50:00+09:00' },
        { status: 'READY', changedAt: '2026-11-09T12:10:00+09:00' },
        { status: 'COMPLETED', changedAt: '2026-11-09T12:32:00+09:00' },
      ],
      updatedAt: '2026-11-09T12:32:00+09:00',
    },
    // Made in the service this morning, but no pharmacy chosen yet.
    {
      patientRef,
      rxId: 'RX202611230001',
      prscNo: 'PR202611230101',
      receptionId: 'R202611230102',
      status: 'CREATED',
      amount: 0,
      isCostReady: 'N',
      paid: 'N',
      counterOnly: 'N',
      history: [{ status: 'CREATED', changedAt: '2026-11-23T08:55:00+09:00' }],
      updatedAt: '2026-11-23T08:55:00+09:00',
    },
  )
  const rxPaid = { patientRef, status: 'PAID' as const, provider: 'KCP' as const }
  world.add(
    'rxPayments',
    {
      ...rxPaid,
      rxId: 'RX202608200001',
      prscNo: 'PR202608200001',
      paymentId: 'RXPAY202608200001',
      amount: 6300,
      paidAt: '2026-08-20T10:48:30+09:00',
      pharmName: '한빛메디칼약국',
      orderId: 'ORD20260820104800000001',
      approvalNo: '30004521',
      cardName: '신한카드',
    },
    {
      ...rxPaid,
      rxId: 'RX202611090001',
      prscNo: 'PR202611090001',
      paymentId: 'RXPAY202611090001',
      amount: 4200,
      paidAt: '2026-11-09T11:58:40+09:00',
      pharmName: '왕십리온누리약국',
      orderId: 'ORD20261109115800000001',
      approvalNo: '30012388',
      cardName: '신한카드',
    },
  )
  world.add(
    'favouritePharmacies',
    { patientRef, pharmCode: 'PH0001', addedAt: '2026-08-20T11:25:00+09:00' },
    { patientRef, pharmCode: 'PH0002', addedAt: '2026-05-14T11:30:00+09:00' },
  )

  world.add('cars', { patientRef, colNum: 1, carNumber: '12가3456', registeredAt: '2026-11-09T09:10:00+09:00' })
  world.add('hipassCards', {
    patientRef,
    registered: 'Y',
    cardName: '신한카드',
    maskedCardNo: '9410-****-****-1234',
    registeredAt: '2026-10-30T20:15:00+09:00',
  })
  world.add('pushTokens', {
    userId: 'U1001',
    fcmToken: 'fcm-U1001-android-00',
    os: 'ANDROID',
    deviceId: 'device-U1001-00',
    registeredAt: '2025-03-02T10:13:00+09:00',
  })

  const message = { userId: 'U1001' }
  world.add(
    'messages',
    {
      ...message,
      messageId: 'MSG202611220001',
      clicked: 'N',
      category: 'APPOINTMENT',
      title: '내일 진료 안내',
      body: '11월 23일(월) 오전 10:30 순환기내과 김성훈 교수 진료가 있습니다. 도착하시면 앱에서 도착확인을 눌러 주세요.',
      sentAt: '2026-11-22T18:00:00+09:00',
      linkPath: '/schedule/today-schedule',
    },
    {
      ...message,
      messageId: 'MSG202611100001',
      clicked: 'N',
      category: 'RESULT',
      title: '검사결과 안내',
      body: '11월 9일 혈액검사 결과가 나왔습니다.',
      sentAt: '2026-11-10T09:00:00+09:00',
      linkPath: '/outpatient/result',
    },
    {
      ...message,
      messageId: 'MSG202611090002',
      clicked: 'Y',
      clickedAt: '2026-11-09T12:10:00+09:00',
      category: 'PAYMENT',
      title: '진료비 수납 완료',
      body: '18,400원이 결제되었습니다.',
      sentAt: '2026-11-09T11:42:30+09:00',
      linkPath: '/outpatient/payment/history',
    },
    {
      ...message,
      messageId: 'MSG202611090001',
      clicked: 'Y',
      clickedAt: '2026-11-09T11:40:00+09:00',
      category: 'PRESCRIPTION',
      title: '처방전 전송 완료',
      body: '왕십리온누리약국으로 처방전을 보냈습니다.',
      sentAt: '2026-11-09T11:35:10+09:00',
      linkPath: '/prescriptions',
    },
    {
      ...message,
      messageId: 'MSG202611020001',
      clicked: 'Y',
      clickedAt: '2026-11-02T12:30:00+09:00',
      category: 'APPOINTMENT',
      title: '진료 예약 완료',
      body: '11월 26일(목) 오전 10:00 소화기내과 박지훈 교수 진료가 예약되었습니다.',
      sentAt: '2026-11-02T11:00:10+09:00',
      linkPath: '/outpatient/appointment/inquiry/clinic',
    },
    {
      ...message,
      messageId: 'MSG202610200001',
      clicked: 'Y',
      clickedAt: '2026-10-20T19:05:00+09:00',
      category: 'NOTICE',
      title: '독감 예방접종 시작',
      body: '만 65세 이상은 무료로 접종할 수 있습니다.',
      sentAt: '2026-10-20T10:00:00+09:00',
      linkPath: '/hospital/notice/notice',
    },
  )
}
