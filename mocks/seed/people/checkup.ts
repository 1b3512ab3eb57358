import { unitAsWritten, withUnitsAsWritten } from '@/shared/lib/units'
import { plannedStations } from '../../handlers/checkup/packages'
import { buildEncryptedPdf, type ReportBlock } from '../pdf'
import type { SeedRecords, WorldBuilder } from '../world-builder'
import { addPerson } from './shared'

const patientRef = '10456789'
const NAME = '최지은'
const BIRTH_DATE = '1975-10-09'
/** The report password: her birth date, 8 digits (YYYYMMDD), as the hospital prints on its letters. */
const BIRTH_DATE_8 = BIRTH_DATE.replaceAll('-', '')

type CheckupRecordSeed = SeedRecords['checkupRecords']
type Category = CheckupRecordSeed['result']['categories'][number]
type Item = Category['items'][number]
type Judgement = Item['judgement']
type Opinion = CheckupRecordSeed['opinion']

/** The three checkups she has had, oldest first: national 2025, comprehensive 2026, national 2026. */
type Visit = 'nation2025' | 'synthesis2026' | 'nation2026'

interface ItemSeed {
  itemName: string
  unit?: string
  referenceRange?: string
  /** Value and judgement per checkup; missing where that program does not test it. */
  values: Partial<Record<Visit, [value: string, judgement: Judgement]>>
}

const N = 'NORMAL'
const C = 'CAUTION'
const A = 'ABNORMAL'

/**
 * Units as the hospital's system sends them (spec: blood pressure mmHG, blood sugar mg/DL); the
 * app shows them as mmHg and mg/dL (src/shared/messages/units.ts), and so does the report PDF
 * (`report` below, through the app's own src/shared/lib/units.ts). A comment's stage is the
 * judgement's word (경계), as the badge beside it says.
 */
const CATALOGUE: Array<{ categoryName: string; items: ItemSeed[] }> = [
  {
    categoryName: '신체계측',
    items: [
      {
        itemName: '체질량지수 (BMI)',
        unit: 'kg/m²',
        referenceRange: '18.5~22.9',
        values: { nation2025: ['21.6', N], synthesis2026: ['22.0', N], nation2026: ['22.3', N] },
      },
      {
        itemName: '허리둘레',
        unit: 'cm',
        referenceRange: '~84',
        values: { nation2025: ['76', N], synthesis2026: ['78', N], nation2026: ['79', N] },
      },
    ],
  },
  {
    categoryName: '혈압',
    items: [
      {
        itemName: '수축기 혈압',
        unit: 'mmHG',
        referenceRange: '~119',
        values: { nation2025: ['118', N], synthesis2026: ['124', C], nation2026: ['121', C] },
      },
      {
        itemName: '이완기 혈압',
        unit: 'mmHG',
        referenceRange: '~79',
        values: { nation2025: ['74', N], synthesis2026: ['78', N], nation2026: ['76', N] },
      },
    ],
  },
  {
    categoryName: '당뇨',
    items: [
      {
        itemName: '공복혈당',
        unit: 'mg/DL',
        referenceRange: '70~99',
        values: { nation2025: ['92', N], synthesis2026: ['98', N], nation2026: ['95', N] },
      },
      {
        itemName: '당화혈색소',
        unit: '%',
        referenceRange: '4.0~5.6',
        values: { synthesis2026: ['5.7', C] },
      },
    ],
  },
  {
    categoryName: '이상지질혈증',
    items: [
      {
        itemName: '총콜레스테롤',
        unit: 'mg/DL',
        referenceRange: '~199',
        values: { nation2025: ['188', N], synthesis2026: ['212', C], nation2026: ['205', C] },
      },
      {
        itemName: 'HDL 콜레스테롤',
        unit: 'mg/DL',
        referenceRange: '40~',
        values: { nation2025: ['62', N], synthesis2026: ['55', N], nation2026: ['57', N] },
      },
      {
        itemName: 'LDL 콜레스테롤',
        unit: 'mg/DL',
        referenceRange: '~129',
        values: { nation2025: ['112', N], synthesis2026: ['138', C], nation2026: ['131', C] },
      },
      {
        itemName: '중성지방',
        unit: 'mg/DL',
        referenceRange: '~149',
        values: { nation2025: ['96', N], synthesis2026: ['128', N], nation2026: ['110', N] },
      },
    ],
  },
  {
    categoryName: '간기능',
    items: [
      {
        itemName: 'AST (SGOT)',
        unit: 'IU/L',
        referenceRange: '0~40',
        values: { nation2025: ['24', N], synthesis2026: ['46', A], nation2026: ['31', N] },
      },
      {
        itemName: 'ALT (SGPT)',
        unit: 'IU/L',
        referenceRange: '0~35',
        values: { nation2025: ['21', N], synthesis2026: ['52', A], nation2026: ['33', N] },
      },
      {
        itemName: '감마지티피 (γ-GTP)',
        unit: 'IU/L',
        referenceRange: '8~35',
        values: { nation2025: ['18', N], synthesis2026: ['41', C], nation2026: ['27', N] },
      },
    ],
  },
  {
    categoryName: '신장기능',
    items: [
      {
        itemName: '크레아티닌',
        unit: 'mg/DL',
        referenceRange: '0.5~1.1',
        values: { nation2025: ['0.7', N], synthesis2026: ['0.7', N], nation2026: ['0.8', N] },
      },
      {
        itemName: '신사구체여과율 (eGFR)',
        unit: 'mL/min/1.73m²',
        referenceRange: '60~',
        values: { nation2025: ['98', N], synthesis2026: ['96', N], nation2026: ['92', N] },
      },
      {
        itemName: '요단백',
        referenceRange: '음성',
        values: { nation2025: ['음성', N], synthesis2026: ['음성', N], nation2026: ['음성', N] },
      },
    ],
  },
  {
    categoryName: '빈혈',
    items: [
      {
        itemName: '혈색소',
        unit: 'g/DL',
        referenceRange: '12.0~16.0',
        values: { nation2025: ['13.1', N], synthesis2026: ['12.8', N], nation2026: ['12.9', N] },
      },
    ],
  },
  {
    categoryName: '갑상선',
    items: [
      {
        itemName: '갑상선자극호르몬 (TSH)',
        unit: 'μIU/mL',
        referenceRange: '0.4~4.0',
        values: { synthesis2026: ['2.1', N] },
      },
    ],
  },
  {
    categoryName: '영상·내시경',
    items: [
      {
        itemName: '흉부 X선',
        values: {
          nation2025: ['이상 소견 없음', N],
          synthesis2026: ['이상 소견 없음', N],
          nation2026: ['이상 소견 없음', N],
        },
      },
      { itemName: '복부 초음파', values: { synthesis2026: ['경도 지방간', C] } },
      { itemName: '갑상선 초음파', values: { synthesis2026: ['이상 소견 없음', N] } },
      { itemName: '위내시경', values: { synthesis2026: ['만성 표재성 위염', C] } },
      { itemName: '유방 촬영', values: { synthesis2026: ['양성 석회화 (추적 관찰)', C] } },
    ],
  },
]

function categoriesOf(visit: Visit): Category[] {
  return CATALOGUE.map(({ categoryName, items }) => ({
    categoryName,
    items: items.flatMap(({ itemName, unit, referenceRange, values }) => {
      const entry = values[visit]
      if (!entry) return []
      const [value, judgement] = entry
      return [{ itemName, value, judgement, ...(unit ? { unit } : {}), ...(referenceRange ? { referenceRange } : {}) }]
    }),
  })).filter((category) => category.items.length > 0)
}

const JUDGEMENT_WORD: Record<Judgement, string> = { NORMAL: '정상', CAUTION: '경계', ABNORMAL: '이상' }
const dotted = (date: string) => date.replaceAll('-', '.')

interface ReportSeed {
  checkupDate: string
  kind: '종합검진' | '국가검진'
  packageName: string
  categories: Category[]
  opinion: Opinion
}

/**
 * The report PDF of one checkup, locked with her birth date. Its units are printed as the app
 * writes them (mmHg, mg/dL): the paper the patient saves must agree with the screens.
 */
function report({ checkupDate, kind, packageName, categories, opinion }: ReportSeed) {
  const written = (text: string) => withUnitsAsWritten(unitAsWritten(text))
  const fileName = `report_${checkupDate.replaceAll('-', '')}_${patientRef}.pdf`
  const blocks: ReportBlock[] = [
    {
      type: 'facts',
      facts: [
        ['성명', NAME],
        ['환자번호', patientRef],
        ['생년월일', dotted(BIRTH_DATE)],
        ['검진일', dotted(checkupDate)],
        ['검진 구분', kind],
        ['프로그램', packageName],
      ],
    },
    { type: 'heading', text: '종합 판정' },
    { type: 'paragraph', text: opinion.overallJudgement, size: 14, bold: true },
    { type: 'paragraph', text: written(opinion.summary) },
    { type: 'heading', text: '항목별 결과' },
    {
      type: 'table',
      table: {
        columns: [
          { title: '구분', width: 15 },
          { title: '항목', width: 27 },
          { title: '결과', width: 25 },
          { title: '단위', width: 14 },
          { title: '참고치', width: 12 },
          { title: '판정', width: 7 },
        ],
        rows: categories.flatMap((category) =>
          category.items.map((item, index) => [
            index === 0 ? category.categoryName : '',
            item.itemName,
            item.value,
            written(item.unit ?? ''),
            item.referenceRange ?? '',
            JUDGEMENT_WORD[item.judgement],
          ]),
        ),
      },
    },
    { type: 'heading', text: '의사 소견' },
    ...opinion.opinions.flatMap((o): ReportBlock[] => [
      { type: 'paragraph', text: o.category, bold: true },
      { type: 'paragraph', text: written(o.text) },
      { type: 'space', height: 4 },
    ]),
    { type: 'space', height: 12 },
    {
      type: 'paragraph',
      text: `판정의 ${opinion.doctorName} (가정의학과)  ·  ${dotted(opinion.writtenAt.slice(0, 10))} 작성`,
    },
    {
      type: 'paragraph',
      text: '결과에 대해 궁금하신 점은 건강증진센터 02-2290-8600 으로 결과 상담을 예약해 주세요.',
      size: 9.5,
    },
  ]
  const pdf = buildEncryptedPdf({
    header: '한빛대학교병원 건강증진센터',
    title: `${kind} 결과지`,
    blocks,
    footer: '이 결과지는 개인정보 보호를 위해 생년월일 8자리로 잠겨 있습니다.',
    password: BIRTH_DATE_8,
    fileKey: fileName,
  })
  return {
    fileName,
    title: `${checkupDate.slice(0, 4)} ${kind} 결과지`,
    sizeBytes: pdf.length,
    pdfBase64: pdf.toString('base64'),
  }
}

/** A finished day: every station done. */
const done = (packageCode: string) =>
  plannedStations(packageCode, '08:00').map((station) => ({ ...station, state: 'DONE' as const }))

const OPINIONS: Record<Visit, Opinion> = {
  nation2025: {
    checkupId: 'CK2025111401',
    checkupType: 'NATION',
    overallJudgement: '정상A',
    summary: '이상 소견이 없습니다. 지금의 생활 습관을 이어 가시고 내년에도 검진을 받으세요.',
    opinions: [{ category: '생활 습관', text: '규칙적인 운동을 계속하세요. 일주일에 150분 이상 걷기를 권합니다.' }],
    doctorName: '윤정민',
    writtenAt: '2025-11-21T15:00:00+09:00',
  },
  synthesis2026: {
    checkupId: 'CK2026101201',
    checkupType: 'SYNTHESIS',
    overallJudgement: '정상B (경계)',
    summary:
      '전반적으로 양호하나 간수치, 혈압, 콜레스테롤이 경계 단계입니다. 생활 습관을 고치면 좋아질 수 있는 결과입니다.',
    opinions: [
      {
        category: '간기능',
        text: '간수치(AST 46, ALT 52)가 기준보다 높고 초음파에서 경도 지방간이 보입니다. 술을 줄이고 체중을 3kg쯤 줄이신 뒤 3개월 뒤 간기능 검사를 다시 받으세요.',
      },
      {
        category: '혈압',
        text: '수축기 혈압이 124 mmHG로 경계 단계입니다. 음식을 싱겁게 드시고, 집에서 아침저녁으로 혈압을 재어 기록해 보세요.',
      },
      {
        category: '이상지질혈증',
        text: 'LDL 콜레스테롤이 138 mg/DL로 조금 높습니다. 기름진 음식과 단 음식을 줄이고 1년 뒤 다시 확인하세요.',
      },
      {
        category: '당뇨',
        text: '당화혈색소가 5.7%로 당뇨 전단계의 경계입니다. 공복혈당은 정상이니 식사와 운동으로 관리하세요.',
      },
      {
        category: '위',
        text: '만성 표재성 위염은 흔한 소견으로 치료가 필요하지 않습니다. 1~2년마다 위내시경을 받으세요.',
      },
      {
        category: '유방',
        text: '양성으로 보이는 석회화가 있습니다. 6개월 뒤 유방 촬영으로 변화가 없는지 확인하세요.',
      },
    ],
    doctorName: '윤정민',
    writtenAt: '2026-10-16T15:00:00+09:00',
  },
  nation2026: {
    checkupId: 'CK2026111801',
    checkupType: 'NATION',
    overallJudgement: '정상B (경계)',
    summary: '간수치는 좋아졌습니다. 혈압과 콜레스테롤은 아직 경계 단계입니다.',
    opinions: [
      { category: '간기능', text: '10월보다 간수치가 정상으로 돌아왔습니다. 지금처럼 관리하세요.' },
      { category: '혈압', text: '수축기 혈압 121 mmHG로 경계 단계입니다. 싱겁게 드세요.' },
    ],
    doctorName: '윤정민',
    writtenAt: '2026-11-25T15:00:00+09:00',
  },
}

/**
 * 최지은 (51), the `checkup` persona: a comprehensive checkup on 12 Oct (results, opinions and a
 * report ready), a national checkup on 18 Nov still inside its 14-day waiting period (from 2 Dec),
 * last year's national checkup (what this year is compared with), and a comprehensive program
 * with colonoscopy booked for 14 Dec, exactly three weeks from the demo's today, so it can be
 * cancelled and booked again on the same day and no earlier. Reports are PDFs locked with her
 * birth date, 8 digits (19751009).
 */
export function seedCheckup(world: WorldBuilder): void {
  addPerson(
    world,
    {
      patientNo: patientRef,
      name: NAME,
      birthDate: BIRTH_DATE,
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
    preparation: '전날 저녁 9시 이후 금식, 대장 정결제는 안내문대로 복용',
    canCancel: 'Y',
    packageCode: 'SYN-PRECISE',
    progress: 'NOT_RECEIVED',
    stations: plannedStations('SYN-PRECISE', '08:00'),
  })

  const synthesis = categoriesOf('synthesis2026')
  const nation2025 = categoriesOf('nation2025')
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
        categories: synthesis,
      },
      opinion: OPINIONS.synthesis2026,
      reportFiles: [
        report({
          checkupDate: '2026-10-12',
          kind: '종합검진',
          packageName: '종합검진 프리미엄',
          categories: synthesis,
          opinion: OPINIONS.synthesis2026,
        }),
      ],
      stations: done('SYN-PREMIUM'),
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
        vitals: { systolic: 121, diastolic: 76, glucose: 95, heightCm: 162.3, weightKg: 58.8 },
        categories: categoriesOf('nation2026'),
      },
      opinion: OPINIONS.nation2026,
      reportFiles: [],
      stations: done('NAT-GENERAL'),
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
        vitals: { systolic: 118, diastolic: 74, glucose: 92, heightCm: 162.5, weightKg: 57.0 },
        categories: nation2025,
      },
      opinion: OPINIONS.nation2025,
      reportFiles: [
        report({
          checkupDate: '2025-11-14',
          kind: '국가검진',
          packageName: '국가 일반건강검진',
          categories: nation2025,
          opinion: OPINIONS.nation2025,
        }),
      ],
      stations: done('NAT-GENERAL'),
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
