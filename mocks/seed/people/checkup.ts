import { buildEncryptedPdf } from '../pdf'
import type { SeedRecords, WorldBuilder } from '../world-builder'
import { addPerson } from './shared'

const patientRef = '10456789'
const BIRTH_DATE_8 = '19751009'

type Category = SeedRecords['checkupRecords']['result']['categories'][number]

const categories = (variant: 'good' | 'liver'): Category[] => [
  {
    categoryName: '신체계측',
    items: [
      { itemName: '체질량지수 (BMI)', value: '22.0', unit: 'kg/m²', referenceRange: '18.5~22.9', judgement: 'NORMAL' },
      { itemName: '허리둘레', value: '78', unit: 'cm', referenceRange: '~84', judgement: 'NORMAL' },
    ],
  },
  {
    categoryName: '혈압',
    items: [{ itemName: '혈압', value: '124/78', unit: 'mmHg', referenceRange: '~119/79', judgement: 'CAUTION' }],
  },
  {
    categoryName: '당뇨',
    items: [{ itemName: '공복혈당', value: '98', unit: 'mg/dL', referenceRange: '70~99', judgement: 'NORMAL' }],
  },
  {
    categoryName: '간기능',
    items: [
      {
        itemName: 'AST',
        value: variant === 'liver' ? '46' : '22',
        unit: 'IU/L',
        referenceRange: '0~40',
        judgement: variant === 'liver' ? 'ABNORMAL' : 'NORMAL',
      },
      {
        itemName: 'ALT',
        value: variant === 'liver' ? '52' : '19',
        unit: 'IU/L',
        referenceRange: '0~35',
        judgement: variant === 'liver' ? 'ABNORMAL' : 'NORMAL',
      },
    ],
  },
  {
    categoryName: '신장기능',
    items: [{ itemName: '크레아티닌', value: '0.7', unit: 'mg/dL', referenceRange: '0.5~1.1', judgement: 'NORMAL' }],
  },
]

function report(checkupDate: string, kind: string, lines: string[]) {
  const compact = checkupDate.replaceAll('-', '')
  const fileName = `report_${compact}_${patientRef}.pdf`
  const pdf = buildEncryptedPdf({
    title: 'Hanbit University Hospital',
    lines: [`${kind} report`, `Patient No. ${patientRef}`, `Checkup date ${checkupDate}`, '', ...lines],
    password: BIRTH_DATE_8,
    fileKey: fileName,
  })
  return {
    fileName,
    title: `${checkupDate.slice(0, 4)} ${kind === 'Comprehensive checkup' ? '종합검진' : '국가검진'} 결과지`,
    sizeBytes: pdf.length,
    pdfBase64: pdf.toString('base64'),
  }
}

const STATIONS_DONE = [
  { order: 1, stationName: '접수', location: '신관 2층 건강증진센터', state: 'DONE' as const },
  { order: 2, stationName: '신체계측', location: '신관 2층 1번 검사실', state: 'DONE' as const },
  { order: 3, stationName: '채혈', location: '신관 2층 2번 검사실', state: 'DONE' as const },
  { order: 4, stationName: '복부초음파', location: '신관 2층 초음파실', state: 'DONE' as const },
  { order: 5, stationName: '위내시경', location: '신관 2층 내시경실', state: 'DONE' as const },
  { order: 6, stationName: '결과 상담', location: '신관 2층 상담실', state: 'DONE' as const },
]

/**
 * 최지은 (51), the `checkup` persona: a comprehensive checkup on 12 Oct (results and report
 * ready), a national checkup on 18 Nov still inside its 14-day waiting period, last year's
 * national checkup, and a comprehensive follow-up booked for 14 Dec. Reports are PDFs locked
 * with her birth date (19751009).
 */
export function seedCheckup(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: patientRef,
      name: '최지은',
      birthDate: '1975-10-09',
      residentNumber: '7510092123456',
      gender: 'F',
      cellphoneNumber: '01045678901',
    },
    { userId: 'U1003', ci: 'CI-CHECKUP-0001', persona: 'checkup', token: 'sandbox-token-U1003' },
  )

  world.add('checkupAppointments', {
    patientRef,
    receptionId: 'R202612140301',
    receptionDate: '2026-12-14',
    checkupTime: '08:00',
    checkupType: 'SYNTHESIS',
    packageName: '종합검진 정밀 (위·대장내시경)',
    location: '건강증진센터 (신관 2층)',
    preparation: '전날 저녁 9시 이후 금식, 대장내시경 약은 안내문대로 복용',
    canCancel: 'Y',
  })

  world.add(
    'checkupRecords',
    {
      patientRef,
      checkupId: 'CK2026101201',
      receptionId: 'R202610120301',
      checkupDate: '2026-10-12',
      checkupType: 'SYNTHESIS',
      packageName: '종합검진 프리미엄',
      resultAvailableFrom: '2026-10-19',
      isResultReady: 'Y',
      result: {
        checkupId: 'CK2026101201',
        checkupDate: '2026-10-12',
        checkupType: 'SYNTHESIS',
        packageName: '종합검진 프리미엄',
        vitals: { systolic: 124, diastolic: 78, glucose: 98, heightCm: 162.4, weightKg: 58.1 },
        categories: categories('liver'),
      },
      opinion: {
        checkupId: 'CK2026101201',
        checkupType: 'SYNTHESIS',
        overallJudgement: '정상B (경계)',
        summary: '전반적으로 양호하나 간수치와 혈압 관리가 필요합니다.',
        opinions: [
          { category: '간기능', text: '간수치가 조금 높습니다. 절주와 체중 관리를 권하며 3개월 뒤 다시 검사하세요.' },
          { category: '혈압', text: '주의 단계입니다. 짜게 먹지 말고 집에서 혈압을 재 보세요.' },
        ],
        doctorName: '윤정민',
        writtenAt: '2026-10-16T15:00:00+09:00',
      },
      reportFiles: [
        report('2026-10-12', 'Comprehensive checkup', [
          'Overall: Normal B (borderline)',
          'Liver: AST 46, ALT 52 IU/L',
          'Blood pressure: 124/78 mmHg',
        ]),
      ],
      stations: STATIONS_DONE,
    },
    {
      patientRef,
      checkupId: 'CK2026111801',
      receptionId: 'R202611180302',
      checkupDate: '2026-11-18',
      checkupType: 'NATION',
      packageName: '국가 일반건강검진',
      resultAvailableFrom: '2026-12-02',
      isResultReady: 'N',
      result: {
        checkupId: 'CK2026111801',
        checkupDate: '2026-11-18',
        checkupType: 'NATION',
        packageName: '국가 일반건강검진',
        vitals: { systolic: 121, diastolic: 76, glucose: 95 },
        categories: categories('good'),
      },
      opinion: {
        checkupId: 'CK2026111801',
        checkupType: 'NATION',
        overallJudgement: '정상A',
        summary: '이상 소견이 없습니다.',
        opinions: [],
        doctorName: '윤정민',
        writtenAt: '2026-11-25T15:00:00+09:00',
      },
      reportFiles: [],
      stations: STATIONS_DONE.slice(0, 3),
    },
    {
      patientRef,
      checkupId: 'CK2025111401',
      receptionId: 'R202511140301',
      checkupDate: '2025-11-14',
      checkupType: 'NATION',
      packageName: '국가 일반건강검진',
      resultAvailableFrom: '2025-11-28',
      isResultReady: 'Y',
      result: {
        checkupId: 'CK2025111401',
        checkupDate: '2025-11-14',
        checkupType: 'NATION',
        packageName: '국가 일반건강검진',
        vitals: { systolic: 118, diastolic: 74, glucose: 92 },
        categories: categories('good'),
      },
      opinion: {
        checkupId: 'CK2025111401',
        checkupType: 'NATION',
        overallJudgement: '정상A',
        summary: '이상 소견이 없습니다. 내년에도 검진을 받으세요.',
        opinions: [{ category: '생활습관', text: '규칙적인 운동을 계속하세요.' }],
        doctorName: '윤정민',
        writtenAt: '2025-11-21T15:00:00+09:00',
      },
      reportFiles: [report('2025-11-14', 'National checkup', ['Overall: Normal A'])],
      stations: STATIONS_DONE.slice(0, 3),
    },
  )
  world.add('messages', {
    userId: 'U1003',
    messageId: 'MSG202610160301',
    clicked: 'Y',
    clickedAt: '2026-10-19T12:40:00+09:00',
    category: 'CHECKUP',
    title: '검진 결과 안내',
    body: '10월 12일 종합검진 결과가 나왔습니다. 결과지 비밀번호는 생년월일 8자리입니다.',
    sentAt: '2026-10-19T09:00:00+09:00',
    linkPath: '/checkup/result',
  })
}
